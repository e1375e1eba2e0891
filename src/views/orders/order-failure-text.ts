import type { TFunction } from 'i18next';
import type { UserFacingError } from '../../../machines/session.machine';
import { failureText } from '../shell/failure-text';

/** The orders' own failures are translated here; anything else is worded as the shell words failures. */
export function orderFailureText(t: TFunction, failure: UserFacingError): string {
  return t(`orders.failures.${failure.code}`, { defaultValue: failureText(t, failure) });
}
