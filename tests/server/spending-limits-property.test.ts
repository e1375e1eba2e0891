import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalReason } from '../../contract/order-approvals';
import type { BuyerSpending, SpendingRule } from '../../contract/spending-limits';
import { approvalReasonFor } from '../../machines/rules/spending-limits';
import { computeTotals } from '../../machines/rules/totals';
import { resUsers, saleOrder, spendingLimit } from '../../server/db/schema';
import { earliestDate, line, newKey, openOrdersApp, type OrdersApp } from './orders.fixtures';

let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'];
let buyer: Record<string, string>, buyerId: number;
beforeAll(async () => {
  ({ t, catalogue, companies, demo } = await openOrdersApp('TST-LIM'));
  buyer = (await t.login('comprador@despensa.cl')).auth;
  buyerId = (await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, 'comprador@despensa.cl')))[0]!.id;
});
afterAll(() => t.close());

const amount = fc.option(fc.integer({ min: 40_000, max: 400_000 }), { nil: null });
const rule = fc.record({ per_order: amount, per_period: amount, period: fc.constantFrom('week' as const, 'month' as const) });
/** Kilos of lomo, by the 100 g, in orders above the minimum. */
const kilos = fc.integer({ min: 40, max: 250 }).map((tenths) => tenths / 10);

describe('the checkout and the gateway judge an order by the same rule', () => {
  it('for any rule and any orders, the gateway refuses exactly those the checkout would send for approval, for the same reason', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(rule, fc.array(kilos, { minLength: 1, maxLength: 4 }), async (companyRule: SpendingRule, orders) => {
        await t.db.delete(spendingLimit);
        await t.db.update(saleOrder).set({ state: 'cancel' }).where(eq(saleOrder.userId, buyerId));
        const saved = await t.app.request('/api/spending-limits', { method: 'PUT', headers: { ...demo, 'Content-Type': 'application/json' }, body: JSON.stringify(companyRule) });
        expect(saved.status).toBe(200);
        for (const quantity of orders) {
          // What the checkout knows: the buyer's rule and spending, and the total it shows.
          const mine = (await (await t.app.request('/api/spending-limits/mine', { headers: buyer })).json()) as BuyerSpending;
          const { total } = computeTotals([{ quantity, list_price: catalogue.lomo.listPrice, cxti_price: catalogue.lomo.cxtiPrice }], { isClubMember: false, delivery: 'delivery' });
          const expected = approvalReasonFor(mine.rule, total, mine.spent);

          const res = await t.json(
            '/api/create-sales-order',
            { partner_id: companies.demo, payment_method_id: 2, scheduled_date: earliestDate, retiro_en_tienda: false, order_line: [line(catalogue.lomo, quantity)] },
            { ...buyer, 'Idempotency-Key': newKey() },
          );
          if (expected) {
            expect(res.status).toBe(409);
            expect(((await res.json()) as { error: { reason: ApprovalReason } }).error.reason).toEqual(expected);
          } else {
            expect(res.status).toBe(201);
            expect(((await res.json()) as { amount_total: number }).amount_total).toBe(total);
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
