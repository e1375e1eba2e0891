import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStatement, type AccountStatement, type StatementEntry } from '../../contract/account-statement';
import { invoiceList } from '../../contract/lists';
import { addDays } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { invoicePayment, invoicePaymentLine, resPartner, resUsers } from '../../server/db/schema';
import { issuer } from '../../server/pdf/issuer';
import { createCompany, createProducts, insertInvoice, insertOrder, type Company } from './invoices.fixtures';
import { pageTexts } from './support/pdf-text';
import { createTestApp } from './support/test-app';

// Estado de cuenta against a scratch database. The suite's clock is Monday 2 March 2026, 12:00 in
// Santiago: February is a whole past month, and the default period is 1 to 2 March.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Invoice = Awaited<ReturnType<typeof insertInvoice>>;

/** An invoice without an order of `net` CLP (its total adds 19 % IVA). */
const invoice = (company: Company, invoiceDate: string, dueDate: string, net: number, settled: { paidOn?: string } = {}) =>
  insertInvoice(t.db, { company, invoiceDate, dueDate, amountUntaxed: net, ...(settled.paidOn ? { residual: 0, paidOn: settled.paidOn } : {}) });

interface PaymentInput {
  state: 'approved' | 'pending' | 'rejected';
  invoices: Invoice[];
  paidAt?: string;
  cardLabel?: string | null;
  providerReference?: string | null;
}

/** A payment of invoices from Facturas, as the gateway records one: its lines stay open unless it was rejected. */
async function pay(company: Company, { state, invoices, paidAt, cardLabel = null, providerReference = null }: PaymentInput) {
  const [user] = await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, company.email));
  const id = randomUUID();
  const amount = invoices.reduce((sum, paid) => sum + paid.amountTotal, 0);
  const at = new Date(paidAt ?? '2026-02-15T12:00:00-03:00');
  await t.db.insert(invoicePayment).values({
    id,
    partnerId: company.partnerId,
    userId: user!.id,
    provider: 'sandbox',
    providerReference,
    paymentMethodCode: cardLabel ? 'saved_card' : 'card',
    cardLabel,
    amount,
    state,
    paidAt: state === 'approved' ? at : null,
    createdAt: at,
    updatedAt: at,
  });
  await t.db.insert(invoicePaymentLine).values(invoices.map((paid) => ({ paymentId: id, invoiceId: paid.id, amount: paid.amountTotal, open: state !== 'rejected' })));
  return { id, amount };
}

async function statementOf(company: Company | string, query = '') {
  const { auth } = await t.login(typeof company === 'string' ? company : company.email);
  const res = await t.app.request(`/api/account-statement${query}`, { headers: auth });
  expect(res.status, await res.clone().text()).toBe(200);
  const body: unknown = await res.json();
  expect(accountStatement.parse(body)).toEqual(body);
  return body as AccountStatement;
}

/** What the company owes today as Facturas shows it: the balance of each of its invoices, added up. */
async function owedInFacturas(login: string) {
  const { auth } = await t.login(login);
  const res = await t.app.request('/api/user/invoice-details', { headers: auth });
  expect(res.status).toBe(200);
  return invoiceList.parse(await res.json()).reduce((sum, row) => sum + row.total_due, 0);
}

const february = '?from=2026-02-01&to=2026-02-28';
const brief = (entries: readonly StatementEntry[]) => entries.map(({ date, kind, reference, debit, credit, balance }) => ({ date, kind, reference, debit, credit, balance }));

describe('the statement of a period', () => {
  let company: Company;
  let other: Company;
  const inv: Record<string, Invoice> = {};
  let orderName: string;
  let p3: { id: string; amount: number };

  beforeAll(async () => {
    company = await createCompany(t.db, { name: 'Cocinería Los Aromos SpA', vat: '76.111.222-3', activity: 'Servicios de comida' });
    other = await createCompany(t.db, { name: 'Otra Cocina Ltda.', vat: '77.888.999-0' });
    const products = await createProducts(t.db);
    // Paid from Facturas late on 31 January in Santiago, already 1 February in UTC: before the period.
    inv.i1 = await invoice(company, '2026-01-10', '2026-02-09', 100_000, { paidOn: '2026-01-31' });
    // Paid outside the portal on the period's first day.
    inv.i2 = await invoice(company, '2026-01-20', '2026-02-19', 200_000, { paidOn: '2026-02-01' });
    // The day before the period, still owed; a rejected payment of it credits nothing.
    inv.i3 = await invoice(company, '2026-01-31', '2026-03-02', 300_000);
    // A card order paid at checkout on the period's first day: its charge and its payment the same day.
    inv.i4 = await invoice(company, '2026-02-01', '2026-02-01', 50_000, { paidOn: '2026-02-01' });
    // Paid from Facturas half an hour into 1 March: after the period.
    inv.i5 = await invoice(company, '2026-02-10', '2026-03-12', 400_000, { paidOn: '2026-03-01' });
    // On the period's last day, with its order; a pending payment of it credits nothing.
    const order = await insertOrder(t.db, { company, dateOrder: '2026-02-28T15:00:00Z', lines: [{ product: products[0]!, quantity: 2 }], shipping: 4_990 });
    orderName = order.name;
    inv.i6 = await insertInvoice(t.db, { company, order, invoiceDate: '2026-02-28', dueDate: '2026-03-30' });
    // Two old invoices paid together from Facturas at 23:59 of 28 February in Santiago (1 March in UTC).
    inv.i7 = await invoice(company, '2025-11-01', '2025-12-01', 10_000, { paidOn: '2026-02-28' });
    inv.i8 = await invoice(company, '2025-12-01', '2025-12-31', 20_000, { paidOn: '2026-02-28' });
    // After the period.
    inv.i9 = await invoice(company, '2026-03-01', '2026-03-31', 30_000);
    // 45 days late at the period's end, paid outside the portal after it.
    inv.i10 = await invoice(company, '2025-12-15', '2026-01-14', 60_000, { paidOn: '2026-03-01' });

    await pay(company, { state: 'approved', invoices: [inv.i1], paidAt: '2026-01-31T23:30:00-03:00', cardLabel: 'Visa •••• 4242' });
    await pay(company, { state: 'approved', invoices: [inv.i5], paidAt: '2026-03-01T00:30:00-03:00', providerReference: 'WP-0301' });
    p3 = await pay(company, { state: 'approved', invoices: [inv.i7, inv.i8], paidAt: '2026-02-28T23:59:00-03:00', cardLabel: 'Visa •••• 4242', providerReference: 'ONECLICK-77' });
    await pay(company, { state: 'pending', invoices: [inv.i6] });
    await pay(company, { state: 'rejected', invoices: [inv.i3] });

    // Another company's invoices and payment on the same days.
    const theirs = await invoice(other, '2026-02-01', '2026-03-03', 900_000, { paidOn: '2026-02-05' });
    await invoice(other, '2026-02-10', '2026-03-12', 800_000);
    await pay(other, { state: 'approved', invoices: [theirs], paidAt: '2026-02-05T10:00:00-03:00' });
  });

  it('opens with what was owed the day before, lists each invoice and payment in date order with the balance after it, and closes with what was owed at its end', async () => {
    const s = await statementOf(company, february);
    const { i2, i3, i4, i5, i6, i7, i8, i10 } = inv as Required<typeof inv>;
    const t6 = i6!.amountTotal;
    // Unpaid at the end of 31 January: i2 (paid on 1 February), i3, i7, i8 (paid on 28 February) and i10.
    const opening = i2!.amountTotal + i3!.amountTotal + i7!.amountTotal + i8!.amountTotal + i10!.amountTotal;
    expect(s.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(s.opening_balance).toBe(opening);
    const afterI4 = opening + i4!.amountTotal;
    const afterI2Paid = afterI4 - i2!.amountTotal;
    const afterI4Paid = afterI2Paid - i4!.amountTotal;
    const afterI5 = afterI4Paid + i5!.amountTotal;
    const afterI6 = afterI5 + t6;
    const closing = afterI6 - p3.amount;
    expect(brief(s.entries)).toEqual([
      { date: '2026-02-01', kind: 'invoice', reference: i4!.name, debit: i4!.amountTotal, credit: 0, balance: afterI4 },
      { date: '2026-02-01', kind: 'payment', reference: i2!.name, debit: 0, credit: i2!.amountTotal, balance: afterI2Paid },
      { date: '2026-02-01', kind: 'payment', reference: i4!.name, debit: 0, credit: i4!.amountTotal, balance: afterI4Paid },
      { date: '2026-02-10', kind: 'invoice', reference: i5!.name, debit: i5!.amountTotal, credit: 0, balance: afterI5 },
      { date: '2026-02-28', kind: 'invoice', reference: i6!.name, debit: t6, credit: 0, balance: afterI6 },
      { date: '2026-02-28', kind: 'payment', reference: 'ONECLICK-77', debit: 0, credit: i7!.amountTotal + i8!.amountTotal, balance: closing },
    ]);
    expect(s.debits).toBe(i4!.amountTotal + i5!.amountTotal + t6);
    expect(s.credits).toBe(i2!.amountTotal + i4!.amountTotal + p3.amount);
    expect(s.closing_balance).toBe(closing);
    // Owed at the end of 28 February: i3, i5 (paid on 1 March), i6 and i10 (paid on 1 March).
    expect(closing).toBe(i3!.amountTotal + i5!.amountTotal + t6 + i10!.amountTotal);
  });

  it('says what each entry is, for the page and in Spanish', async () => {
    const s = await statementOf(company, february);
    const { i2, i4, i6, i7, i8 } = inv as Required<typeof inv>;
    expect(s.entries.map((entry) => [entry.detail, entry.description])).toEqual([
      [{ type: 'invoice', order_name: null, line: null }, 'Factura'],
      [{ type: 'invoice_paid', invoice: i2!.name }, `Pago de la factura ${i2!.name}`],
      [{ type: 'invoice_paid', invoice: i4!.name }, `Pago de la factura ${i4!.name}`],
      [{ type: 'invoice', order_name: null, line: null }, 'Factura'],
      [{ type: 'invoice', order_name: orderName, line: null }, `Factura del pedido ${orderName}`],
      [{ type: 'payment', card: 'Visa •••• 4242', invoices: [i7!.name, i8!.name] }, `Pago con Visa •••• 4242 de ${i7!.name}, ${i8!.name}`],
    ]);
    expect(i6!.orderId).not.toBeNull();
  });

  it('ages what was unpaid at the period’s end by how late it was then, and gives the credit line', async () => {
    await t.db.update(resPartner).set({ creditLimit: 5_000_000 }).where(eq(resPartner.id, company.partnerId));
    const s = await statementOf(company, february);
    const { i3, i5, i6, i10, i9 } = inv as Required<typeof inv>;
    expect(s.aging).toEqual({ not_due: i3!.amountTotal + i5!.amountTotal + i6!.amountTotal, d1_30: 0, d31_60: i10!.amountTotal, d61_90: 0, over_90: 0 });
    // Today's line: what is owed now (i3, i6, i9), whatever the period.
    const used = i3!.amountTotal + i6!.amountTotal + i9!.amountTotal;
    expect(s.credit).toEqual({ limit: 5_000_000, used, available: 5_000_000 - used });
    expect(s.company).toEqual({
      name: 'Cocinería Los Aromos SpA',
      vat: '76.111.222-3',
      activity: 'Servicios de comida',
      street: 'Av. Irarrázaval 2100',
      comuna: 'Ñuñoa',
      region: 'Región Metropolitana de Santiago',
    });
  });

  it('covers the first of the month to today by default, and closes with what Facturas shows as owed', async () => {
    const s = await statementOf(company);
    expect(s.period).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(s.opening_balance).toBe((await statementOf(company, february)).closing_balance);
    const { i5, i9, i10 } = inv as Required<typeof inv>;
    expect(brief(s.entries).map(({ kind, reference, debit, credit }) => [kind, reference, debit, credit])).toEqual([
      ['invoice', i9!.name, i9!.amountTotal, 0],
      ['payment', i10!.name, 0, i10!.amountTotal],
      ['payment', 'WP-0301', 0, i5!.amountTotal],
    ]);
    expect(s.closing_balance).toBe(await owedInFacturas(company.email));
  });

  it('closes, for the demo company and its seeded history, with what Facturas shows as owed', async () => {
    const s = await statementOf('finanzas@despensa.cl');
    expect(s.closing_balance).toBeGreaterThan(0);
    expect(s.closing_balance).toBe(await owedInFacturas('finanzas@despensa.cl'));
    // A year's statement ends at the same figure, from its own opening balance.
    const year = await statementOf('finanzas@despensa.cl', `?from=${addDays('2026-03-02', -365)}&to=2026-03-02`);
    expect(year.closing_balance).toBe(s.closing_balance);
    expect(year.entries.length).toBeGreaterThan(s.entries.length);
    expect(year.opening_balance + year.debits - year.credits).toBe(year.closing_balance);
  });

  it('never shows another company’s invoices or payments', async () => {
    const ours = new Set((await statementOf(company, february)).entries.map((entry) => entry.reference));
    const theirs = await statementOf(other, february);
    expect(theirs.company.name).toBe('Otra Cocina Ltda.');
    expect(theirs.opening_balance).toBe(0);
    expect(brief(theirs.entries).map(({ date, kind, debit, credit }) => [date, kind, debit, credit])).toEqual([
      ['2026-02-01', 'invoice', 1_071_000, 0],
      ['2026-02-05', 'payment', 0, 1_071_000],
      ['2026-02-10', 'invoice', 952_000, 0],
    ]);
    expect(theirs.closing_balance).toBe(952_000);
    for (const entry of theirs.entries) expect(ours.has(entry.reference)).toBe(false);
  });
});

describe('the ageing at the period’s end', () => {
  it('puts each unpaid invoice in its bucket by days past due, at the 0/1, 30/31, 60/61 and 90/91 edges', async () => {
    const company = await createCompany(t.db, { name: 'Bar Las Edades SpA', vat: '76.333.444-5' });
    const to = '2026-03-02';
    const late = async (days: number, net: number) => invoice(company, addDays(to, -days - 30), addDays(to, -days), net);
    const amounts = { 0: 1_000, 1: 2_000, 30: 4_000, 31: 8_000, 60: 16_000, 61: 32_000, 90: 64_000, 91: 128_000 } as const;
    const totals: Record<number, number> = {};
    for (const [days, net] of Object.entries(amounts)) totals[Number(days)] = (await late(Number(days), net)).amountTotal;
    // Paid: in no bucket, however late it was.
    await invoice(company, '2025-10-01', '2025-10-31', 500_000, { paidOn: '2026-03-01' });
    const s = await statementOf(company, `?from=2026-03-01&to=${to}`);
    expect(s.aging).toEqual({
      not_due: totals[0],
      d1_30: totals[1]! + totals[30]!,
      d31_60: totals[31]! + totals[60]!,
      d61_90: totals[61]! + totals[90]!,
      over_90: totals[91],
    });
    expect(Object.values(s.aging).reduce((sum, amount) => sum + amount, 0)).toBe(s.closing_balance);
  });
});

describe('refusals', () => {
  interface Refusal {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
  }
  const refused = async (query: string) => {
    const { auth } = await t.login('demo@despensa.cl');
    const res = await t.app.request(`/api/account-statement${query}`, { headers: auth });
    expect(res.status, query).toBe(400);
    const { error } = (await res.json()) as { error: Refusal };
    expect(error.code).toBe('invalid_request');
    return error.fields;
  };

  it('refuses a malformed, reversed, too long or future period, in Spanish beside the field', async () => {
    expect(await refused('?from=2026-02-30&to=2026-03-01')).toEqual({ from: ['Las fechas del período van como AAAA-MM-DD.'] });
    expect(await refused('?from=01-02-2026')).toEqual({ from: ['Las fechas del período van como AAAA-MM-DD.'] });
    expect(await refused('?from=2026-02-10&to=2026-02-01')).toEqual({ to: ['La fecha de inicio del período no puede ser posterior a la de término.'] });
    expect(await refused('?from=2025-02-28&to=2026-03-01')).toEqual({ to: ['El período puede abarcar hasta 366 días.'] });
    expect(await refused('?from=2026-03-01&to=2026-03-03')).toEqual({ to: ['La fecha de término no puede ser posterior a hoy.'] });
    // Left out, `from` is the first of this month: after a `to` of last month.
    expect(await refused('?to=2026-02-15')).toEqual({ to: ['La fecha de inicio del período no puede ser posterior a la de término.'] });
    expect(await refused('?from=2026-02-01&from=2026-02-02')).toHaveProperty('from');
    expect(await refused('?desde=2026-02-01')).toEqual({ desde: ['Campo no permitido.'] });
  });

  it('takes 366 days, and a single day', async () => {
    await statementOf('demo@despensa.cl', '?from=2025-03-02&to=2026-03-02');
    await statementOf('demo@despensa.cl', '?from=2026-03-02&to=2026-03-02');
  });

  it.each(['', '/pdf', '/csv'])('answers /api/account-statement%s 401 without a session and 403 to a comprador', async (suffix) => {
    expect((await t.app.request(`/api/account-statement${suffix}`)).status).toBe(401);
    const { auth } = await t.login('comprador@despensa.cl');
    const res = await t.app.request(`/api/account-statement${suffix}`, { headers: auth });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: Refusal }).error).toEqual({ code: 'forbidden', message: 'Solo la administración y finanzas ven el estado de cuenta de la empresa.' });
  });
});

describe('the files', () => {
  let company: Company;
  beforeAll(async () => {
    company = await createCompany(t.db, { name: 'Restobar Los Ñandúes SpA', vat: '76.777.888-9', activity: 'Restaurantes y bares' });
    for (let day = 1; day <= 28; day += 1) {
      const date = `2026-02-${String(day).padStart(2, '0')}`;
      await invoice(company, date, addDays(date, 30), 10_000 * day);
      await invoice(company, date, date, 1_000 * day, { paidOn: date });
    }
    await invoice(company, '2026-01-15', '2026-02-14', 70_000);
  });

  const download = async (suffix: string, query = february) => {
    const { auth } = await t.login(company.email);
    return t.app.request(`/api/account-statement/${suffix}${query}`, { headers: auth });
  };

  it('prints the PDF as a Chilean statement: both RUTs, razón social and giro, the balances, every movement over its pages', async () => {
    const res = await download('pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="estado-de-cuenta-2026-02-01-2026-02-28.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    const pages = pageTexts(pdf);
    // 86 rows (the opening, each day's two invoices and one payment, the closing): 32 under the summary, 39, then 15.
    expect(pages).toHaveLength(3);
    for (const [index, text] of pages.entries()) {
      expect(text).toContain(`R.U.T.: ${issuer.vat}`);
      expect(text).toContain(issuer.name);
      expect(text).toContain(`Giro: ${issuer.activity}`);
      expect(text).toContain('ESTADO DE CUENTA');
      expect(text).toContain('01-02-2026 al 28-02-2026');
      expect(text).toContain('Restobar Los Ñandúes SpA');
      expect(text).toContain('76.777.888-9');
      expect(text).toContain('Restaurantes y bares');
      expect(text).toContain(`Página ${index + 1} de 3`);
    }
    const s = await statementOf(company, february);
    const all = pages.join('\n');
    expect(all).toContain('Saldo inicial');
    expect(all).toContain('Saldo final');
    expect(pages[0]).toContain('Deuda al 28-02-2026 según antigüedad');
    for (const entry of s.entries) expect(all).toContain(entry.reference);
    expect(pages[2]).toContain(formatClp(s.closing_balance));
    expect(pdf.getTitle()).toBe('Estado de cuenta del 01-02-2026 al 28-02-2026');
  });

  it('writes the CSV for Excel in Spanish: a BOM, semicolons, the opening, each movement with its balance, the closing', async () => {
    const res = await download('csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="estado-de-cuenta-2026-02-01-2026-02-28.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    const s = await statementOf(company, february);
    expect(lines.slice(0, 2)).toEqual(['Fecha;Documento;Detalle;Cargo;Abono;Saldo', `01-02-2026;;Saldo inicial;;;${s.opening_balance}`]);
    const [owed, paid, payment] = s.entries as [StatementEntry, StatementEntry, StatementEntry];
    expect(lines.slice(2, 5)).toEqual([
      `01-02-2026;${owed.reference};Factura;${owed.debit};;${owed.balance}`,
      `01-02-2026;${paid.reference};Factura;${paid.debit};;${paid.balance}`,
      `01-02-2026;${paid.reference};Pago de la factura ${paid.reference};;${payment.credit};${payment.balance}`,
    ]);
    expect(lines).toHaveLength(s.entries.length + 4);
    expect(lines.at(-2)).toBe(`28-02-2026;;Saldo final;${s.debits};${s.credits};${s.closing_balance}`);
  });

  it('names the default period in the file name', async () => {
    const res = await download('csv', '');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="estado-de-cuenta-2026-03-01-2026-03-02.csv"');
  });
});
