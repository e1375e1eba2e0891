import type { CurrentPrice } from '../contract/orders';

/**
 * Why something failed, as every machine keeps it: a code the views turn into words (`describeFailure`,
 * from the locale files), and what the gateway said when it refused with words of its own. Machines
 * never hold a sentence of their own; their failures are codes (`{ code: 'orders_unavailable' }`).
 */
export interface Failure {
  code: string;
  /** The gateway's own Spanish words for its refusal; absent when nobody but us can say what happened. */
  message?: string;
  /** The gateway's messages per field of a refused form (a 400). */
  fields?: Readonly<Record<string, readonly string[]>>;
  /** The current prices of a `price_changed` refusal (409), so the cart can refresh. */
  prices?: readonly CurrentPrice[];
  /** Values for the translated text (`{{max}}`). */
  params?: Readonly<Record<string, string | number>>;
}

/**
 * Codes of failures that happen before the gateway answers, or with an answer that is not its own: no
 * connection, a malformed answer. What comes with them is the client's English, never the gateway's.
 */
const clientSideCodes: readonly string[] = ['network', 'bad_response', 'http_error', 'unknown'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function fieldsOf(value: unknown): Failure['fields'] {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Values for the failure's text, when an effect gave some (a file's size limit): numbers and strings only. */
function paramsOf(value: unknown): Failure['params'] {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Whatever an actor rejected with, as a Failure: the actors reject with one already (src/actors); a
 * test's fake or a thrown bug still gets a code, and an English client message never passes for the
 * gateway's words.
 */
export function failureOf(error: unknown): Failure {
  if (!isRecord(error) || typeof error.code !== 'string') return { code: 'unknown' };
  const failure: Failure = { code: error.code };
  if (typeof error.message === 'string' && !clientSideCodes.includes(error.code)) failure.message = error.message;
  const fields = fieldsOf(error.fields);
  if (fields) failure.fields = fields;
  if (Array.isArray(error.prices)) failure.prices = error.prices as CurrentPrice[];
  const params = paramsOf(error.params);
  if (params) failure.params = params;
  return failure;
}

/** The gateway refused with words of its own (a role, a missing order, a validation): show them. */
const isRefusal = (failure: Failure): boolean => failure.message !== undefined;

/** The gateway's refusal as it came, or the machine's own failure for anything else (no connection, a 5xx). */
export function refusalOr(error: unknown, otherwise: Failure): Failure {
  const failure = failureOf(error);
  return isRefusal(failure) ? failure : otherwise;
}

/** Has this code: the machines branch on a few of the gateway's (`price_changed`, `resend_too_soon`). */
export const hasCode = (error: unknown, code: string): boolean => failureOf(error).code === code;
