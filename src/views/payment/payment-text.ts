import type { TFunction } from 'i18next';
import { fallbackMessages } from '../../../machines/payment.machine';
import type { UserFacingError } from '../../../machines/session.machine';
import { failureText } from '../shell/failure-text';

/** The machine's own Spanish sentences, for when no one else worded the failure: translated here. */
const machineSentences: ReadonlyMap<string, string> = new Map([
  [fallbackMessages.order, 'checkout.payment.orderFailed'],
  [fallbackMessages.rejected, 'payment.failed.defaultReason'],
  [fallbackMessages.payment, 'payment.failed.startFailed'],
  [fallbackMessages.verification, 'payment.verificationFailed.fallback'],
]);

/** Why a payment step failed: the provider's or gateway's reason when it gave one, else a translated sentence. */
export function paymentErrorText(t: TFunction, error: UserFacingError): string {
  const key = machineSentences.get(error.message);
  if (key) return t(key);
  return error.code === 'payment_rejected' ? error.message : failureText(t, error);
}
