import type { TFunction } from 'i18next';
import type { Failure } from '../../../machines/failure';

/** Failures the client names apart but the buyer cannot tell apart: something went wrong. */
const unknownToo: ReadonlySet<string> = new Set(['bad_response', 'http_error']);

/**
 * What to tell the buyer of a failure, in the interface's language: the words of its code
 * (`failures.<code>`: every refusal of contract/refusals.ts has them, and so does every machine's own
 * code), otherwise the gateway's own Spanish words (a code this build does not know, from an older or
 * newer gateway), and "something went wrong" when nobody said anything.
 */
export function describeFailure(t: TFunction, failure: Failure): string {
  const code = unknownToo.has(failure.code) ? 'unknown' : failure.code;
  return t(`failures.${code}`, { ...failure.params, defaultValue: failure.message ?? t('failures.unknown') });
}
