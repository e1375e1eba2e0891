import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf, createCompany, createProducts, insertInvoice, insertOrder, type Company } from './invoices.fixtures';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let company: Company;
let invoices: Record<'thisWeek' | 'overdue' | 'later' | 'paid' | 'sameDay', Awaited<ReturnType<typeof insertInvoice>>>;
let otherInvoice: Awaited<ReturnType<typeof insertInvoice>>;
let otherOrderInvoice: Awaited<ReturnType<typeof insertInvoice>>;

/** The suite's clock starts on Monday 2 March 2026, 12:00 in Santiago. */
function setClock(iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t.db, { name: 'Pastelería Ñuble Ltda.', vat: '76.222.333-4', activity: 'Pastelerías' });
  const invoice = (invoiceDate: string, dueDate: string, residual?: number) =>
    insertInvoice(t.db, { company, invoiceDate, dueDate, residual, amountUntaxed: 210_000 });
  invoices = {
    thisWeek: await invoice('2026-02-02', '2026-03-04'),
    overdue: await invoice('2026-01-20', '2026-02-19'),
    later: await invoice('2026-02-25', '2026-03-27', 50_000),
    paid: await invoice('2026-01-10', '2026-02-09', 0),
    sameDay: await invoice('2026-02-02', '2026-03-04', 1),
  };
  const other = await companyOf(t.db, 'otra@despensa.cl');
  otherInvoice = await insertInvoice(t.db, { company: other, invoiceDate: '2026-02-26', dueDate: '2026-03-28' });
  const [rice] = await createProducts(t.db);
  const otherOrder = await insertOrder(t.db, { company: other, dateOrder: '2026-02-26T12:00:00Z', lines: [{ product: rice!, quantity: 1 }], customerOrderNumber: 'OC-AJENA-9' });
  otherOrderInvoice = await insertInvoice(t.db, { company: other, order: otherOrder, invoiceDate: '2026-02-26', dueDate: '2026-03-28' });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string>) => t.app.request(path, { headers });
type Row = { id: number; name: string; despensa_custom_state: string };

describe('GET /api/user/invoice-details', () => {
  it("answers the company's invoices, newest first, with total_due and the state computed in Santiago", async () => {
    const { auth } = await t.login(company.email);
    const res = await get('/api/user/invoice-details', auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Next-Cursor')).toBeNull();
    const { thisWeek, overdue, later, paid, sameDay } = invoices;
    const row = (invoice: typeof paid, total_due: number, despensa_custom_state: string) => ({
      id: invoice.id,
      name: invoice.name,
      invoice_date: invoice.invoiceDate,
      invoice_date_due: invoice.invoiceDateDue,
      total_due,
      amount_total: 249_900,
      despensa_custom_state,
      order_name: null,
      despensa_customer_sale_order_number: null,
    });
    expect(await res.json()).toEqual([
      row(later, 50_000, 'Por vencer'),
      row(sameDay, 1, 'Vence esta semana'),
      row(thisWeek, 249_900, 'Vence esta semana'),
      row(overdue, 249_900, 'Vencida'),
      row(paid, 0, 'Pagado'),
    ]);
  });

  it("never shows another company's invoices", async () => {
    const { auth } = await t.login('otra@despensa.cl');
    const rows = (await (await get('/api/user/invoice-details', auth)).json()) as Row[];
    expect(rows.map((row) => row.id)).toContain(otherInvoice.id);
    for (const invoice of Object.values(invoices)) expect(rows.map((row) => row.id)).not.toContain(invoice.id);
  });

  it('names the order each invoice bills and its purchase order number, as its PDF prints them', async () => {
    const buyer = await createCompany(t.db, { name: 'Cafetería Los Andes SpA', vat: '76.333.444-5' });
    const { auth } = await t.login(buyer.email);
    const [rice] = await createProducts(t.db);
    const order = await insertOrder(t.db, { company: buyer, dateOrder: '2026-02-27T12:00:00Z', lines: [{ product: rice!, quantity: 2 }], customerOrderNumber: 'OC-7781' });
    const billed = await insertInvoice(t.db, { company: buyer, order, invoiceDate: '2026-02-27', dueDate: '2026-03-29' });
    const rows = (await (await get('/api/user/invoice-details', auth)).json()) as Record<string, unknown>[];
    expect(rows.find((row) => row.id === billed.id)).toMatchObject({ order_name: order.name, despensa_customer_sale_order_number: 'OC-7781' });
    expect(rows.map((row) => row.despensa_customer_sale_order_number)).not.toContain('OC-AJENA-9');
    expect(rows.map((row) => row.id)).not.toContain(otherOrderInvoice.id);
  });

  it('asks for a session', async () => {
    expect((await t.app.request('/api/user/invoice-details')).status).toBe(401);
  });

  it('pages with ?limit= and X-Next-Cursor, ties on the same day broken by id', async () => {
    const { auth } = await t.login(company.email);
    const seen: number[] = [];
    let path = '/api/user/invoice-details?limit=2';
    const sizes: number[] = [];
    for (;;) {
      const res = await get(path, auth);
      expect(res.status).toBe(200);
      const rows = (await res.json()) as Row[];
      sizes.push(rows.length);
      seen.push(...rows.map((row) => row.id));
      const cursor = res.headers.get('X-Next-Cursor');
      if (!cursor) break;
      path = `/api/user/invoice-details?limit=2&cursor=${cursor}`;
    }
    expect(sizes).toEqual([2, 2, 1]);
    const { thisWeek, overdue, later, paid, sameDay } = invoices;
    expect(seen).toEqual([later.id, sameDay.id, thisWeek.id, overdue.id, paid.id]);
  });

  const cursor = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['a cursor of the orders list (an instant, not a day)', `cursor=${cursor('2026-02-20T12:00:00.000000Z~4')}`, 'cursor'],
    ['a cursor with an impossible day', `cursor=${cursor('2026-13-01~4')}`, 'cursor'],
    ['a cursor of garbage', 'cursor=abc', 'cursor'],
    ['an empty cursor', 'cursor=', 'cursor'],
    ['a negative limit', 'limit=-1', 'limit'],
    ['an unknown parameter', 'estado=Pagado', 'estado'],
  ])('refuses %s with 400 naming the parameter', async (_, query, field) => {
    const { auth } = await t.login(company.email);
    const res = await get(`/api/user/invoice-details?${query}`, auth);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('invalid_request');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.fields[field]?.[0]).toMatch(/no es válido|entre 1 y 200|no permitido/);
  });
});

describe('despensa_custom_state at the edges of the week, in Santiago time', () => {
  let edges: Company;
  const due = ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-15', '2026-03-16'] as const;

  beforeAll(async () => {
    edges = await createCompany(t.db, { name: 'Fuente de Soda El Cruce EIRL', vat: '76.444.555-6' });
    // Inserted oldest due first with one invoice date, so the list (newest first) comes back in reverse.
    for (const day of due) await insertInvoice(t.db, { company: edges, invoiceDate: '2026-02-06', dueDate: day });
    await insertInvoice(t.db, { company: edges, invoiceDate: '2026-02-06', dueDate: '2026-03-08', residual: 0 });
    await insertInvoice(t.db, { company: edges, invoiceDate: '2026-02-06', dueDate: '2026-03-16', residual: -100 });
  });

  async function statesAt(instant: string) {
    setClock(instant);
    const { auth } = await t.login(edges.email);
    const rows = (await (await get('/api/user/invoice-details', auth)).json()) as (Row & { invoice_date_due: string })[];
    return Object.fromEntries(rows.reverse().map((row) => [`${row.invoice_date_due}${row.despensa_custom_state === 'Pagado' ? ' (pagada)' : ''}`, row.despensa_custom_state]));
  }

  it('on Sunday 23:59 (already Monday in UTC) the week still ends that Sunday', async () => {
    expect(await statesAt('2026-03-08T23:59:00-03:00')).toEqual({
      '2026-03-07': 'Vencida',
      '2026-03-08': 'Vence esta semana',
      '2026-03-09': 'Por vencer',
      '2026-03-15': 'Por vencer',
      '2026-03-16': 'Por vencer',
      '2026-03-08 (pagada)': 'Pagado',
      '2026-03-16 (pagada)': 'Pagado',
    });
  });

  it('on Monday 00:00 a new week starts: Sunday is overdue, next Sunday is this week', async () => {
    expect(await statesAt('2026-03-09T00:00:00-03:00')).toEqual({
      '2026-03-07': 'Vencida',
      '2026-03-08': 'Vencida',
      '2026-03-09': 'Vence esta semana',
      '2026-03-15': 'Vence esta semana',
      '2026-03-16': 'Por vencer',
      '2026-03-08 (pagada)': 'Pagado',
      '2026-03-16 (pagada)': 'Pagado',
    });
  });

  it('one millisecond before Monday is still Sunday', async () => {
    const states = await statesAt('2026-03-08T23:59:59.999-03:00');
    expect(states['2026-03-08']).toBe('Vence esta semana');
    expect(states['2026-03-09']).toBe('Por vencer');
  });

  it('follows Santiago across the end of summer time (UTC-3 to UTC-4 on 5 April 2026)', async () => {
    const company = await createCompany(t.db, { name: 'Cocinería La Vega SpA', vat: '76.555.666-7' });
    await insertInvoice(t.db, { company, invoiceDate: '2026-03-06', dueDate: '2026-04-05' });
    const stateAt = async (instant: string) => {
      setClock(instant);
      const { auth } = await t.login(company.email);
      return ((await (await get('/api/user/invoice-details', auth)).json()) as Row[])[0]?.despensa_custom_state;
    };
    expect(await stateAt('2026-04-05T23:59:00-04:00')).toBe('Vence esta semana');
    expect(await stateAt('2026-04-06T00:00:00-04:00')).toBe('Vencida');
  });
});
