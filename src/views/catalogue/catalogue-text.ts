import type { TFunction } from 'i18next';
import { productsUnavailable } from '../../../machines/catalogue.machine';
import type { UserFacingError } from '../../../machines/session.machine';
import { failureText } from '../shell/failure-text';

/** Our own failure in the interface's language; the gateway's refusals in its own Spanish words. */
export function productsFailureText(t: TFunction, failure: UserFacingError): string {
  return failure.code === productsUnavailable.code ? t('catalogue.failure.products') : failureText(t, failure);
}
