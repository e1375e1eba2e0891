import { paymentEndpoints } from '../../contract/payments';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { listPaymentMethods } from '../domain/payment-methods';
import { endpointRouter } from '../http/endpoint';
import { lastUsedMethodId, loadCompany, loadPaymentFacts } from '../payments/company-methods';

export function paymentMethodRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps).on(paymentEndpoints.methods, async (_c, { user }) => {
    const company = await loadCompany(db, user.partnerId);
    const [facts, lastUsed] = await Promise.all([loadPaymentFacts(db, company, santiagoDate(clock.now())), lastUsedMethodId(db, company.id)]);
    return listPaymentMethods(facts).map((method) => (method.id === lastUsed ? { ...method, last_used: true as const } : method));
  }).app;
}
