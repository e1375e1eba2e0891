import type { TFunction } from 'i18next';
import type { UserFacingError } from '../../../machines/session.machine';

/** The machine's failures have fixed codes; an unknown one shows its own Spanish words. */
export function invoiceFailureText(t: TFunction, failure: UserFacingError, maxPerDownload: number): string {
  return t(`invoices.failures.${failure.code}`, { defaultValue: failure.message, max: maxPerDownload });
}
