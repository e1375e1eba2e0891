import { Hono } from 'hono';
import type { PaymentMethod } from '../../contract/payments';
import type { AppDeps, AppEnv } from '../context';
import { listPaymentMethods } from '../domain/payment-methods';
import { santiagoDate } from '../../machines/rules/calendar';
import { requireUser } from '../http/require-user';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';

export function paymentMethodRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>().get('/payment-methods', requireUser(deps), async (c) => {
    const company = await loadCompany(db, c.get('user').partnerId);
    const methods: PaymentMethod[] = listPaymentMethods(await loadPaymentFacts(db, company, santiagoDate(clock.now())));
    return c.json(methods);
  });
}
