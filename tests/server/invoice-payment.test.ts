import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InvoicePaymentStarted, InvoicePaymentStatus } from '../../contract/invoice-payment';
import type { InvoiceListRow } from '../../contract/lists';
import { paymentMethodIds, savedCardIdBase } from '../../contract/payments';
import { addDays, formatDay, santiagoDate } from '../../machines/rules/calendar';
import { accountMove, invoicePayment, invoicePaymentLine } from '../../server/db/schema';
import { paths } from '../../src/kernel/paths';
import { invoicePaymentPagePath } from '../../contract/invoice-payment';
import { companyOf, insertInvoice } from './invoices.fixtures';
import { PDFDocument } from 'pdf-lib';
import { pageTexts } from './support/pdf-text';
import { invoiceRefundReasons } from '../../server/invoice-payment/settle-invoice-payment';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: Awaited<ReturnType<typeof companyOf>>;
let other: Awaited<ReturnType<typeof companyOf>>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await companyOf(t.db, 'demo@despensa.cl');
  other = await companyOf(t.db, 'otra@despensa.cl');
  today = santiagoDate(t.clock.now());
});
afterAll(() => t.close());

const authOf = async (login = 'finanzas@despensa.cl') => (await t.login(login)).auth;
const keyed = (auth: Record<string, string>, key = crypto.randomUUID()) => ({ ...auth, 'Idempotency-Key': key });

/** Three invoices the demo company owes: overdue, due this week, and later. */
async function owed(company = demo, amounts: readonly number[] = [100_000, 50_000, 20_000]) {
  const dues = [addDays(today, -12), addDays(today, 3), addDays(today, 25)];
  // One after another: their ids then follow this order, which the tests compare against (concurrent inserts on PostgreSQL may take ids out of order).
  const invoices = [];
  for (const [index, amountUntaxed] of amounts.entries()) {
    invoices.push(await insertInvoice(t.db, { company, invoiceDate: addDays(dues[index % 3]!, -30), dueDate: dues[index % 3]!, amountUntaxed }));
  }
  return invoices;
}

const pay = async (invoiceIds: readonly number[], paymentMethodId: number, headers: Record<string, string>, app = t.app) =>
  app.request('/api/invoice-payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ invoice_ids: invoiceIds, payment_method_id: paymentMethodId }),
  });

async function statusOf(paymentId: string, auth: Record<string, string>): Promise<InvoicePaymentStatus> {
  const res = await t.app.request(`/api/invoice-payments/${paymentId}`, { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as InvoicePaymentStatus;
}

const movesOf = (ids: readonly number[]) => t.db.select().from(accountMove).where(inArray(accountMove.id, [...ids])).orderBy(accountMove.id);
const paymentsOf = (partnerId: number) => t.db.select().from(invoicePayment).where(eq(invoicePayment.partnerId, partnerId));

async function approvingCard() {
  return savedCardIdBase + (await t.addCard(demo.partnerId, { last4: '4242' }, 'approve')).id;
}

describe('paying chosen invoices with a saved card', () => {
  it('approved: every invoice is Pagado at once, dated today, charged once for their sum, with a receipt', async () => {
    const auth = await authOf();
    const invoices = await owed();
    const card = await approvingCard();
    const res = await pay(invoices.map((invoice) => invoice.id), card, keyed(auth));
    expect(res.status).toBe(201);
    const started = (await res.json()) as InvoicePaymentStarted;
    expect(new URL(started.redirect_url).pathname).toBe(invoicePaymentPagePath);

    const total = invoices.reduce((sum, invoice) => sum + invoice.amountTotal, 0);
    const status = await statusOf(started.payment_id, auth);
    expect(status).toMatchObject({ status: 'approved', amount: total, method: 'Visa •••• 4242' });
    expect(status.invoices.map((invoice) => invoice.amount).sort()).toEqual(invoices.map((invoice) => invoice.amountTotal).sort());
    expect(status.paid_at).not.toBeNull();
    expect((await movesOf(invoices.map((invoice) => invoice.id))).map((move) => [move.amountResidual, move.paidOn])).toEqual(invoices.map(() => [0, today]));
    expect(await t.payer!.chargedFor([started.payment_id])).toBe(total);

    const list = (await (await t.app.request('/api/user/invoice-details', { headers: auth })).json()) as InvoiceListRow[];
    for (const invoice of invoices) {
      expect(list.find((row) => row.id === invoice.id)).toMatchObject({ despensa_custom_state: 'Pagado', total_due: 0, payment_id: started.payment_id });
    }

    const receipt = await t.app.request(`/api/invoice-payments/${started.payment_id}/receipt`, { headers: auth });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const text = pageTexts(await PDFDocument.load(await receipt.arrayBuffer())).join('\n');
    expect(text).toContain('COMPROBANTE DE PAGO');
    // The bullets are WinAnsi's, read back as Latin-1 here.
    expect(text).toMatch(/Visa \S+ 4242/);
    for (const invoice of invoices) expect(text).toContain(invoice.name);
    expect(text).toContain(demo.vat ?? '');

    const pdf = await t.app.request('/api/get_invoice_pdfs', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ invoice_ids: [invoices[0]!.id] }) });
    expect(pageTexts(await PDFDocument.load(await pdf.arrayBuffer())).join('\n')).toContain(`PAGADA el ${formatDay(today)}`);

    // Paying them again is refused whole: nothing is charged twice.
    const again = await pay([invoices[0]!.id], card, keyed(auth));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('invoice_paid');
  });

  it('declined: no invoice changes, the reason is said, and they can be paid again with another card', async () => {
    const auth = await authOf();
    const invoices = await owed();
    const ids = invoices.map((invoice) => invoice.id);
    const declining = savedCardIdBase + (await t.addCard(demo.partnerId, { last4: '0002' }, 'decline')).id;
    const res = await pay(ids, declining, keyed(auth));
    expect(res.status).toBe(201);
    const { payment_id } = (await res.json()) as InvoicePaymentStarted;
    const status = await statusOf(payment_id, auth);
    expect(status.status).toBe('rejected');
    expect(status.reason).toBe(t.payer!.reasonOf('decline'));
    expect((await movesOf(ids)).map((move) => [move.amountResidual, move.paidOn])).toEqual(invoices.map((invoice) => [invoice.amountTotal, null]));
    expect(await t.payer!.chargedFor([payment_id])).toBe(0);

    const retried = await pay(ids, await approvingCard(), keyed(auth));
    expect(retried.status).toBe(201);
    expect((await statusOf(((await retried.json()) as InvoicePaymentStarted).payment_id, auth)).status).toBe('approved');
  });

  it('pending: nothing changes until the bank approves; meanwhile those invoices cannot go into another payment', async () => {
    const auth = await authOf();
    const invoices = await owed();
    const ids = invoices.map((invoice) => invoice.id);
    const reviewing = savedCardIdBase + (await t.addCard(demo.partnerId, { last4: '0003' }, 'pending')).id;
    const res = await pay(ids, reviewing, keyed(auth));
    const { payment_id } = (await res.json()) as InvoicePaymentStarted;
    expect((await statusOf(payment_id, auth)).status).toBe('pending');
    expect((await movesOf(ids)).every((move) => move.amountResidual > 0)).toBe(true);

    const overlapping = await pay([ids[1]!], await approvingCard(), keyed(auth));
    expect(overlapping.status).toBe(409);
    const refusal = (await overlapping.json()) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe('invoice_payment_in_progress');
    expect(refusal.error.message).toBe(`La factura ${invoices[1]!.name} ya está en un pago en curso. Espera a que termine o revisa ese pago.`);

    await t.payer!.approvePending([payment_id]);
    expect((await statusOf(payment_id, auth)).status).toBe('approved');
    expect((await movesOf(ids)).every((move) => move.amountResidual === 0 && move.paidOn === today)).toBe(true);
  });
});

describe("paying on the provider's page", () => {
  it('the page opens once for the same invoices, and its approval pays them', async () => {
    const auth = await authOf('demo@despensa.cl');
    const invoices = await owed(demo, [30_000, 40_000]);
    const ids = invoices.map((invoice) => invoice.id);
    const first = (await (await pay(ids, paymentMethodIds.card, keyed(auth))).json()) as InvoicePaymentStarted;
    expect(first.redirect_url).toMatch(t.payer!.checkoutUrl);
    // A second tab, or coming back after leaving the page, with the same invoices: the same payment.
    const second = (await (await pay([...ids].reverse(), paymentMethodIds.card, keyed(auth))).json()) as InvoicePaymentStarted;
    expect(second.payment_id).toBe(first.payment_id);

    await t.payer!.decide(first.redirect_url, 'approve');
    expect((await statusOf(first.payment_id, auth)).status).toBe('approved');
    expect((await movesOf(ids)).every((move) => move.amountResidual === 0)).toBe(true);
  });

  it('a declined page frees the invoices', async () => {
    const auth = await authOf();
    const invoices = await owed(demo, [15_000]);
    const started = (await (await pay([invoices[0]!.id], paymentMethodIds.card, keyed(auth))).json()) as InvoicePaymentStarted;
    await t.payer!.decide(started.redirect_url, 'reject');
    expect((await statusOf(started.payment_id, auth)).status).toBe('rejected');
    const lines = await t.db.select().from(invoicePaymentLine).where(eq(invoicePaymentLine.paymentId, started.payment_id));
    expect(lines.map((line) => line.open)).toEqual([false]);
    expect((await movesOf([invoices[0]!.id]))[0]?.amountResidual).toBe(invoices[0]!.amountTotal);
  });
});

describe('refusals', () => {
  let auth: Record<string, string>;
  let invoices: Awaited<ReturnType<typeof owed>>;
  let card: number;
  beforeEach(async () => {
    auth = await authOf();
    invoices = await owed();
    card = await approvingCard();
  });

  it("another company's invoice refuses the whole payment and reserves nothing", async () => {
    const [foreign] = await owed(other, [10_000]);
    const before = (await paymentsOf(demo.partnerId)).length;
    const res = await pay([invoices[0]!.id, foreign!.id], card, keyed(auth));
    expect(res.status).toBe(404);
    expect((await paymentsOf(demo.partnerId)).length).toBe(before);
    expect((await movesOf([invoices[0]!.id, foreign!.id])).every((move) => move.amountResidual > 0)).toBe(true);
  });

  it('an invoice already paid refuses the whole payment, naming it', async () => {
    const paid = await insertInvoice(t.db, { company: demo, invoiceDate: addDays(today, -3), dueDate: addDays(today, -3), residual: 0, amountUntaxed: 5_000 });
    const res = await pay([invoices[0]!.id, paid!.id], card, keyed(auth));
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'invoice_paid' });
    expect(body.error.message).toContain(paid!.name);
    expect((await movesOf([invoices[0]!.id]))[0]?.amountResidual).toBeGreaterThan(0);
  });

  it('credit, another company’s card, and unknown methods are refused', async () => {
    const credit = await pay([invoices[0]!.id], paymentMethodIds.credit, keyed(auth));
    expect(credit.status).toBe(422);
    expect(((await credit.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    const foreignCard = savedCardIdBase + (await t.addCard(other.partnerId, { last4: '7777' }, 'approve')).id;
    expect((await pay([invoices[0]!.id], foreignCard, keyed(auth))).status).toBe(404);
  });

  it('malformed requests are answered 400 or 422 in Spanish, never 5xx', async () => {
    const bodies: unknown[] = [
      { invoice_ids: [], payment_method_id: card },
      { invoice_ids: [invoices[0]!.id, invoices[0]!.id], payment_method_id: card },
      { invoice_ids: Array.from({ length: 101 }, (_, i) => i + 1), payment_method_id: card },
      { invoice_ids: ['1'], payment_method_id: card },
      { invoice_ids: [invoices[0]!.id], payment_method_id: card, amount: 1 },
      { invoice_ids: [-1], payment_method_id: card },
      '{"invoice_ids": [',
    ];
    for (const body of bodies) {
      const res = await t.app.request('/api/invoice-payments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...keyed(auth) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect([400, 422], JSON.stringify(body)).toContain(res.status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/[a-záéíóúñ]/i);
    }
    expect((await pay([invoices[0]!.id], card, auth)).status).toBe(400);
  });

  it('comprador cannot pay, read a payment or its receipt; no session is 401; another company’s payment is 404', async () => {
    const started = (await (await pay([invoices[0]!.id], card, keyed(auth))).json()) as InvoicePaymentStarted;
    const buyer = await authOf('comprador@despensa.cl');
    expect((await pay([invoices[1]!.id], card, keyed(buyer))).status).toBe(403);
    expect((await t.app.request(`/api/invoice-payments/${started.payment_id}`, { headers: buyer })).status).toBe(403);
    expect((await t.app.request(`/api/invoice-payments/${started.payment_id}/receipt`, { headers: buyer })).status).toBe(403);
    expect((await pay([invoices[1]!.id], card, { 'Idempotency-Key': crypto.randomUUID() })).status).toBe(401);
    const stranger = await authOf('otra@despensa.cl');
    expect((await t.app.request(`/api/invoice-payments/${started.payment_id}`, { headers: stranger })).status).toBe(404);
    expect((await t.app.request(`/api/invoice-payments/${started.payment_id}/receipt`, { headers: stranger })).status).toBe(404);
    expect((await t.app.request('/api/invoice-payments/not-a-uuid', { headers: auth })).status).toBe(404);
  });

  it('a declined payment has no receipt', async () => {
    const declining = savedCardIdBase + (await t.addCard(demo.partnerId, { last4: '0004' }, 'decline')).id;
    const started = (await (await pay([invoices[2]!.id], declining, keyed(auth))).json()) as InvoicePaymentStarted;
    expect((await t.app.request(`/api/invoice-payments/${started.payment_id}/receipt`, { headers: auth })).status).toBe(404);
  });

  it('the same Idempotency-Key answers the same payment; with other invoices it is refused', async () => {
    const key = crypto.randomUUID();
    const first = (await (await pay([invoices[0]!.id], card, keyed(auth, key))).json()) as InvoicePaymentStarted;
    const repeat = await pay([invoices[0]!.id], card, keyed(auth, key));
    expect(repeat.status).toBe(201);
    expect(((await repeat.json()) as InvoicePaymentStarted).payment_id).toBe(first.payment_id);
    expect((await pay([invoices[1]!.id], card, keyed(auth, key))).status).toBe(422);
  });
});

describe('never twice', () => {
  it('an approval that comes after the payment was declined here is given back at once, and pays nothing', async () => {
    const auth = await authOf();
    const [invoice] = await owed(demo, [12_000]);
    const started = (await (await pay([invoice!.id], paymentMethodIds.card, keyed(auth))).json()) as InvoicePaymentStarted;
    await t.payer!.decide(started.redirect_url, 'reject');
    expect((await statusOf(started.payment_id, auth)).status).toBe('rejected');
    await t.payer!.lateApproval!(started.payment_id);

    const status = await statusOf(started.payment_id, auth);
    expect(status).toMatchObject({ status: 'rejected', reason: invoiceRefundReasons.lateApproval });
    const [payment] = await t.db.select().from(invoicePayment).where(eq(invoicePayment.id, started.payment_id));
    expect(payment?.state).toBe('refunded');
    expect(await t.payer!.chargedFor([started.payment_id])).toBe(0);
    expect((await movesOf([invoice!.id]))[0]).toMatchObject({ amountResidual: invoice!.amountTotal, paidOn: null });
  });

  it('50 payments at once over overlapping invoices through two instances pay every invoice exactly once', { timeout: 120_000 }, async () => {
    const auth = await authOf();
    const invoices = await owed(demo, Array.from({ length: 10 }, (_, i) => 10_000 + i * 1_000));
    const ids = invoices.map((invoice) => invoice.id);
    const card = await approvingCard();
    const second = await t.anotherInstance();
    // Each request takes three neighbouring invoices, so every invoice is asked for by many of them.
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const chosen = [ids[i % 10]!, ids[(i + 1) % 10]!, ids[(i + 3) % 10]!];
        const res = await pay(chosen, card, keyed(auth), i % 2 === 0 ? t.app : second);
        return { status: res.status, paymentId: res.status === 201 ? ((await res.json()) as InvoicePaymentStarted).payment_id : null };
      }),
    );
    expect(answers.every(({ status }) => status === 201 || status === 409)).toBe(true);
    // The same invoices asked for while their payment was open are answered with that payment.
    const started = new Set(answers.flatMap(({ paymentId }) => (paymentId ? [paymentId] : [])));
    expect(started.size).toBeGreaterThan(0);

    // Whatever no request could take (each overlapped one that won) is paid last, in one payment.
    const left = (await movesOf(ids)).filter((move) => move.amountResidual > 0).map((move) => move.id);
    if (left.length > 0) expect((await pay(left, card, keyed(auth), second)).status).toBe(201);

    const lines = await t.db
      .select({ invoiceId: invoicePaymentLine.invoiceId, paymentId: invoicePaymentLine.paymentId, amount: invoicePaymentLine.amount, state: invoicePayment.state })
      .from(invoicePaymentLine)
      .innerJoin(invoicePayment, eq(invoicePayment.id, invoicePaymentLine.paymentId))
      .where(inArray(invoicePaymentLine.invoiceId, ids));
    const approved = lines.filter((line) => line.state === 'approved');
    const moves = await movesOf(ids);
    for (const move of moves) {
      const paidBy = approved.filter((line) => line.invoiceId === move.id);
      expect(paidBy.length, move.name).toBe(1);
      expect([move.amountResidual, paidBy[0]?.amount], move.name).toEqual([0, move.amountTotal]);
    }
    const approvedPayments = [...new Set(approved.map((line) => line.paymentId))];
    expect(await t.payer!.chargedFor([...new Set(lines.map((line) => line.paymentId))])).toBe(approved.reduce((sum, line) => sum + line.amount, 0));
    expect(approvedPayments.length).toBe(started.size + (left.length > 0 ? 1 : 0));
  });
});

it('the pay page the gateway sends the payer back to is the SPA’s', () => {
  expect(paths.invoicePayment).toBe(invoicePaymentPagePath);
});
