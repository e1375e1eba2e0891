import { createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { paymentTransaction, sandboxPayment, saleOrder } from '../schema';
import type { SeededCompany, Tx } from './companies';

/** How far back the demo company's card orders carry the payment that settled them. */
const PAID_DAYS = 60;

/**
 * The payments behind the demo company's recent card orders, on both sides (the gateway's attempt and
 * the sandbox provider's record), so an order's drawer shows how it was paid. The newest was also paid
 * from a second tab before the portal took money once, and that duplicate was refunded: the drawer's
 * refund line has a real order to be seen on.
 */
export async function seedCardPayments(tx: Tx, now: Date, demo: SeededCompany): Promise<void> {
  const since = new Date(now.getTime() - PAID_DAYS * 86_400_000);
  const orders = await tx
    .select({ id: saleOrder.id, name: saleOrder.name, total: saleOrder.amountTotal, at: saleOrder.dateOrder })
    .from(saleOrder)
    .where(and(eq(saleOrder.partnerId, demo.partnerId), inArray(saleOrder.paymentMethodCode, ['card', 'saved_card']), gte(saleOrder.dateOrder, since)))
    .orderBy(desc(saleOrder.dateOrder));
  // The sandbox's own reference format, derived from the attempt so the seed stays deterministic.
  const reference = (id: string) => `sbx_${createHash('md5').update(id).digest('hex')}`;
  const paidAt = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
  const attempts = orders.flatMap((order, index) => {
    const paid = { order, id: `seed-${order.name}`, state: 'approved', at: paidAt(order.at, 2) };
    return index === 0 ? [paid, { order, id: `seed-${order.name}-2`, state: 'refunded', at: paidAt(order.at, 3) }] : [paid];
  });
  if (attempts.length === 0) return;
  await tx.insert(paymentTransaction).values(
    attempts.map(({ order, id, state, at }) => ({
      id,
      orderId: order.id,
      partnerId: demo.partnerId,
      provider: 'sandbox',
      providerReference: reference(id),
      paymentMethodCode: 'card',
      amount: order.total,
      state,
      stateMessage: state === 'refunded' ? 'Cobro duplicado devuelto.' : null,
      createdAt: at,
      updatedAt: state === 'refunded' ? paidAt(at, 5) : at,
    })),
  );
  await tx.insert(sandboxPayment).values(
    attempts.map(({ order, id, state, at }) => ({
      reference: reference(id),
      transactionId: id,
      amount: order.total,
      description: `Pedido ${order.name}`,
      payerEmail: 'demo@despensa.cl',
      successUrl: '/product/finalpago',
      failureUrl: '/product/errorpago',
      pendingUrl: '/product/pendiente',
      state,
      createdAt: at,
      updatedAt: state === 'refunded' ? paidAt(at, 5) : at,
    })),
  );
}
