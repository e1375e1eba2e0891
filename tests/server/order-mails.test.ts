import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxPayment } from '../../server/db/schema';
import { sandboxPendingMessage } from '../../server/payments/sandbox';
import { earliestDate, line, newKey, openOrdersApp, type OrdersApp } from './orders.fixtures';

// The e-mails of an order's life that the buyer expects: the order received with its lines and totals,
// and how its card payment went, with the way to pay again or cancel after a decline.

let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'];
beforeAll(async () => {
  ({ t, catalogue, companies, demo } = await openOrdersApp('TST-MAIL'));
});
afterAll(() => t.close());

async function place(paymentMethodId: number) {
  const res = await t.json(
    '/api/create-sales-order',
    {
      partner_id: companies.demo,
      payment_method_id: paymentMethodId,
      scheduled_date: earliestDate,
      retiro_en_tienda: false,
      order_line: [line(catalogue.huevos, 2), line(catalogue.lomo, 2.5)],
    },
    { ...demo, 'Idempotency-Key': newKey() },
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { order_id: number; name: string; amount_total: number };
}

/** The one message to demo@ with this subject, once the gateway has sent it in the background. */
const mailAbout = (subject: string) =>
  vi.waitFor(() => {
    const found = t.sentMail.filter((mail) => mail.subject === subject);
    expect(found).toHaveLength(1);
    expect(found[0]!.to).toBe('demo@despensa.cl');
    return found[0]!;
  });

describe('the e-mails of an order', () => {
  it('an order on credit: received and confirmed, with its lines, totals, delivery date and link', async () => {
    const order = await place(2);
    const mail = await mailAbout(`Recibimos tu pedido ${order.name}`);
    expect(mail.text).toContain(`Tu pedido ${order.name} quedó confirmado y se carga a la línea de crédito de tu empresa`);
    expect(mail.text).toContain('- 2 cajas × Huevos, caja de 180: $64.000 neto');
    expect(mail.text).toContain('- 2,5 kg × Lomo vetado: $32.475 neto');
    expect(mail.text).toContain('Neto $96.475 · despacho $4.990 · IVA $19.278 · total $120.743 con IVA.');
    expect(order.amount_total).toBe(120_743);
    expect(mail.text).toContain('Lo entregamos el 03-03-2026.');
    expect(mail.text).toContain(`Ver el pedido: http://localhost:3000/dashboard/three?pedido=${order.order_id}`);
    expect(mail.html).toContain('<li>2 cajas × Huevos, caja de 180: $64.000 neto</li>');
  });

  it('a card order: received and waiting for its payment; then declined with the way to pay again, or approved', async () => {
    const declined = await place(1);
    expect((await mailAbout(`Recibimos tu pedido ${declined.name}`)).text).toContain('Queda a la espera de tu pago');
    const paymentOf = async (orderId: number) => {
      const res = await t.json('/api/payments', { order_id: orderId, payment_method_id: 1 }, { ...demo, 'Idempotency-Key': newKey() });
      return ((await res.json()) as { payment_id: string }).payment_id;
    };
    const decide = async (paymentId: string, state: 'approved' | 'rejected') => {
      await t.db.update(sandboxPayment).set({ state, message: state === 'rejected' ? 'Fondos insuficientes' : null }).where(eq(sandboxPayment.transactionId, paymentId));
      // Read twice: the buyer hears once, whoever reads the outcome.
      for (let read = 0; read < 2; read += 1) await t.app.request(`/api/payments/${paymentId}`, { headers: demo });
    };
    await decide(await paymentOf(declined.order_id), 'rejected');
    const no = await mailAbout(`Tu pago del pedido ${declined.name} fue rechazado`);
    expect(no.text).toContain('El medio de pago respondió: Fondos insuficientes');
    expect(no.text).toContain(`Pagar o cancelar el pedido: http://localhost:3000/product/errorpago?order_id=${declined.order_id}`);

    // Left pending at the bank: the buyer hears it once, with where to follow it; then the approval.
    const pending = await place(1);
    const pendingPayment = await paymentOf(pending.order_id);
    await t.db.update(sandboxPayment).set({ message: sandboxPendingMessage }).where(eq(sandboxPayment.transactionId, pendingPayment));
    for (let read = 0; read < 2; read += 1) await t.app.request(`/api/payments/${pendingPayment}`, { headers: demo });
    const waiting = await mailAbout(`Tu pago del pedido ${pending.name} está pendiente`);
    expect(waiting.text).toContain(`El medio de pago respondió: ${sandboxPendingMessage}`);
    expect(waiting.text).toContain(`Ver el estado del pago: http://localhost:3000/product/pendiente?order_id=${pending.order_id}`);
    await decide(pendingPayment, 'approved');
    await mailAbout(`Pago aprobado: pedido ${pending.name}`);

    const approved = await place(1);
    await decide(await paymentOf(approved.order_id), 'approved');
    const yes = await mailAbout(`Pago aprobado: pedido ${approved.name}`);
    expect(yes.text).toContain(`por $${approved.amount_total.toLocaleString('es-CL')} con IVA`);
  });
});
