import { paymentEndpoints } from '../../contract/payments';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { listPaymentMethods } from '../domain/payment-methods';
import { endpointRouter } from '../http/endpoint';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';

export function paymentMethodRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps).on(paymentEndpoints.methods, async (_c, { user }) => {
    const company = await loadCompany(db, user.partnerId);
    return listPaymentMethods(await loadPaymentFacts(db, company, santiagoDate(clock.now())));
  }).app;
}
