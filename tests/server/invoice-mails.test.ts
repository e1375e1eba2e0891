import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMove, resPartner } from '../../server/db/schema';
import { mailIssuedInvoices } from '../../server/invoices/invoice-mails';
import type { OutgoingMail } from '../../server/mail/mailer';
import { earliestDate, line, newKey, openOrdersApp, type OrdersApp } from './orders.fixtures';

// Each invoice the gateway issues reaches the company's inbox once, after it is committed: the seeded
// history is not news, a failed send is tried again, and two runs at once send it once.

let app: OrdersApp;
beforeAll(async () => {
  app = await openOrdersApp('TST-INVMAIL');
});
afterAll(() => app.t.close());

const placeOnCredit = async () => {
  const { t, catalogue, companies, demo } = app;
  const body = { partner_id: companies.demo, payment_method_id: 2, scheduled_date: earliestDate, retiro_en_tienda: false, order_line: [line(catalogue.huevos, 2)] };
  const res = await t.json('/api/create-sales-order', body, { ...demo, 'Idempotency-Key': newKey() });
  expect(res.status).toBe(201);
  return (await res.json()) as { order_id: number; name: string; amount_total: number };
};

describe('the invoice e-mails', () => {
  it('leave the seeded history alone', async () => {
    expect(await mailIssuedInvoices(app.t.deps)).toEqual({ mailed: 0 });
  });

  it('tell the company of an invoice once: its number, total, due date and order, with the way to Facturas', async () => {
    const order = await placeOnCredit();
    const [invoice] = await app.t.db.select().from(accountMove).where(eq(accountMove.orderId, order.order_id));
    const [company] = await app.t.db.select({ email: resPartner.email }).from(resPartner).where(eq(resPartner.id, app.companies.demo));
    app.t.sentMail.length = 0;

    expect(await mailIssuedInvoices(app.t.deps)).toEqual({ mailed: 1 });
    const [mail] = app.t.sentMail.splice(0);
    const total = `$${order.amount_total.toLocaleString('es-CL')}`;
    expect(mail).toMatchObject({ to: company!.email, subject: `Factura ${invoice!.name} emitida por ${total}` });
    expect(mail!.text).toContain(`de tu pedido ${order.name}`);
    expect(mail!.text).toMatch(/Vence el \d{2}-\d{2}-\d{4}/);
    expect(mail!.html).toContain('/dashboard/group/five');
    expect(await mailIssuedInvoices(app.t.deps)).toEqual({ mailed: 0 });
  });

  it('try a send that failed again on the next run', async () => {
    await placeOnCredit();
    const failing = { send: async (_mail: OutgoingMail) => Promise.reject(new Error('SMTP caído')) };
    expect(await mailIssuedInvoices({ ...app.t.deps, mailer: failing })).toEqual({ mailed: 0 });
    app.t.sentMail.length = 0;
    expect(await mailIssuedInvoices(app.t.deps)).toEqual({ mailed: 1 });
    expect(app.t.sentMail).toHaveLength(1);
  });

  it('send each invoice once when runs meet', async () => {
    await placeOnCredit();
    await placeOnCredit();
    app.t.sentMail.length = 0;
    const runs = await Promise.all([mailIssuedInvoices(app.t.deps), mailIssuedInvoices(app.t.deps), mailIssuedInvoices(app.t.deps)]);
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(2);
    expect(app.t.sentMail).toHaveLength(2);
  });
});
