import { and, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedCard as savedCardSchema } from '../../contract/cards';
import { cardSetup, paymentToken, sandboxCard } from '../../server/db/schema';
import { companyOf, earliestDate, line, newKey, openOrdersApp, type OrdersApp } from './orders.fixtures';

// The suite's clock stands on 2 March 2026 in Santiago.
let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'], other: OrdersApp['other'];
let buyer: OrdersApp['demo'], finance: OrdersApp['demo'];
let otherCompany: number;
beforeAll(async () => {
  ({ t, catalogue, companies, demo, other } = await openOrdersApp('TST-CARD'));
  buyer = (await t.login('comprador@despensa.cl')).auth;
  finance = (await t.login('finanzas@despensa.cl')).auth;
  otherCompany = await companyOf(t.db, 'otra@despensa.cl');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

interface Setup {
  setup_id: string;
  redirect_url: string;
}

async function startSetup(auth = demo): Promise<Setup> {
  const res = await t.send('POST', '/api/cards/setup', auth);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Setup;
}

/** The provider's page as a browser reaches it: its path under the gateway. */
const pagePath = (setup: Setup) => new URL(setup.redirect_url).pathname;

/** What a payer's browser posts from the card page. */
function submit(setup: Setup, fields: Record<string, string>) {
  return t.app.request(pagePath(setup), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const good = { number: '4242 4242 4242 4242', holder: 'Daniela Muñoz', expiry: '12/29', cvc: '123', action: 'save' };
const complete = (setup: Setup, auth = demo) => t.send('POST', `/api/cards/setup/${setup.setup_id}`, auth);
const activeCards = (partnerId: number) =>
  t.db.select().from(paymentToken).where(and(eq(paymentToken.partnerId, partnerId), eq(paymentToken.active, true)));

describe('adding a card through the provider’s page', () => {
  it('sends the payer to the provider’s card page, which lists its test numbers', async () => {
    const setup = await startSetup();
    expect(setup.redirect_url).toMatch(/^http:\/\/localhost:3000\/api\/sandbox\/cards\/sbxs_[0-9a-f]{32}$/);
    const page = await t.app.request(pagePath(setup));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Agregar tarjeta</h1>');
    expect(html).toContain('autocomplete="cc-number"');
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995']) expect(html).toContain(number);
  });

  it('saves the card on the provider’s side and keeps only its token, brand, last 4, expiry and holder', async () => {
    const before = await activeCards(await companyOf(t.db, 'demo@despensa.cl'));
    const setup = await startSetup();
    const back = await submit(setup, good);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://localhost:3000/dashboard/group/card?tarjeta=${setup.setup_id}`);

    const res = await complete(setup);
    expect(res.status).toBe(200);
    const card = z.parse(savedCardSchema, await res.json());
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029, holder_name: 'DANIELA MUÑOZ', nickname: null, is_primary: false, state: 'ok' });
    const [row] = await t.db.select().from(paymentToken).where(eq(paymentToken.id, card.id));
    expect(row?.providerRef).toMatch(/^sbx_card_[0-9a-f]{32}$/);

    // Reading the return again, or a reload of the page, saves nothing twice.
    const again = await complete(setup);
    expect(await again.json()).toEqual(card);
    expect(await activeCards(row!.partnerId)).toHaveLength(before.length + 1);
  });

  it('makes the first card of a company without one its primary card', async () => {
    const setup = await startSetup(other);
    await submit(setup, { ...good, number: '5555555555554444' });
    const card = z.parse(savedCardSchema, await (await complete(setup, other)).json());
    expect(card).toMatchObject({ brand: 'mastercard', last4: '4444', is_primary: true });
  });

  it.each([
    ['a number that fails the Luhn check', { number: '4242 4242 4242 4241' }, 'number', 'El número de la tarjeta no es válido.'],
    ['a brand not accepted', { number: '6011 1111 1111 1117' }, 'number', 'Aceptamos Visa, Mastercard, American Express y Diners Club.'],
    ['an expired card', { expiry: '02/26' }, 'expiry', 'La tarjeta está vencida.'],
    ['an expiry that is no date', { expiry: '13/29' }, 'expiry', 'Escribe el vencimiento como MM/AA.'],
    ['a short CVC', { cvc: '12' }, 'cvc', 'El código de seguridad tiene 3 dígitos.'],
    ['an Amex CVC of three digits', { number: '3782 822463 10005', cvc: '123' }, 'cvc', 'El código de seguridad tiene 4 dígitos.'],
    ['no holder', { holder: ' ' }, 'holder', 'Escribe el nombre como aparece en la tarjeta.'],
  ])('shows the page again for %s, without the number, and saves nothing', async (_, change, field, problem) => {
    const setup = await startSetup();
    const res = await submit(setup, { ...good, ...change });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`id="${field}-problem">${problem}</p>`);
    expect(html).toContain(`id="${field}"`);
    expect(html).not.toMatch(/value="[\d ]{12,}"/);
    const pending = await complete(setup);
    expect(pending.status).toBe(409);
    expect(((await pending.json()) as { error: { code: string } }).error.code).toBe('card_setup_pending');
  });

  it('sends the payer back when they cancel, and saves nothing', async () => {
    const setup = await startSetup();
    const back = await submit(setup, { action: 'cancel' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`tarjeta=${setup.setup_id}`);
    const res = await complete(setup);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'card_setup_cancelled', message: 'No se guardó ninguna tarjeta: saliste de la página del proveedor sin guardarla.' },
    });
    // The visit is over: the page says so and a late form saves nothing.
    expect(await (await t.app.request(pagePath(setup))).text()).toContain('Saliste sin guardar la tarjeta.');
    expect((await submit(setup, good)).status).toBe(303);
    expect((await complete(setup)).status).toBe(409);
  });

  it('answers an unknown card page with 404', async () => {
    expect((await t.app.request('/api/sandbox/cards/sbxs_00000000000000000000000000000000')).status).toBe(404);
    expect((await t.app.request('/api/sandbox/cards/nada')).status).toBe(404);
  });

  it('keeps each company’s visits to itself: another company’s setup is a 404 and saves nothing', async () => {
    const setup = await startSetup();
    await submit(setup, good);
    const before = await activeCards(otherCompany);
    const res = await complete(setup, other);
    expect(res.status).toBe(404);
    expect(await activeCards(otherCompany)).toEqual(before);
    expect((await t.send('POST', '/api/cards/setup/not-a-uuid', demo)).status).toBe(404);
  });

  it('lets finanzas add cards and refuses the comprador at the gateway', async () => {
    await startSetup(finance);
    const refused = await t.send('POST', '/api/cards/setup', buyer);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Tu rol no permite administrar las tarjetas de la empresa.');
    const setup = await startSetup();
    await submit(setup, good);
    expect((await complete(setup, buyer)).status).toBe(403);
  });

  it('charges a card saved with a declining test number as declined, with the provider’s reason', async () => {
    const setup = await startSetup();
    await submit(setup, { ...good, number: '4000 0000 0000 9995' });
    const card = z.parse(savedCardSchema, await (await complete(setup)).json());
    const order = await t.json(
      '/api/create-sales-order',
      { partner_id: companies.demo, payment_method_id: 1, scheduled_date: earliestDate, retiro_en_tienda: true, order_line: [line(catalogue.huevos, 2)] },
      { ...demo, 'Idempotency-Key': newKey() },
    );
    const { order_id } = (await order.json()) as { order_id: number };
    const paid = await t.json('/api/payments', { order_id, payment_method_id: 1000 + card.id }, { ...demo, 'Idempotency-Key': newKey() });
    const { payment_id } = (await paid.json()) as { payment_id: string };
    expect(await (await t.send('GET', `/api/payments/${payment_id}`, demo)).json()).toMatchObject({ status: 'rejected', reason: 'Fondos insuficientes.' });
  });
});

describe('a card number never reaches the portal', () => {
  it('is in no answer, no table of the database and no log line', async () => {
    // Not one of the numbers the provider's page lists, so any echo of it would show.
    const number = '4111111111111111';
    const spaced = '4111 1111 1111 1111';
    const logged: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    const answers: string[] = [];
    const setup = await startSetup();
    answers.push(JSON.stringify(setup), await (await t.app.request(pagePath(setup))).text());
    const refused = await submit(setup, { ...good, number: spaced, cvc: '1' });
    answers.push(await refused.text());
    const saved = await submit(setup, { ...good, number: spaced, cvc: '987' });
    answers.push(saved.headers.get('location') ?? '');
    answers.push(await (await complete(setup)).text(), await (await t.send('GET', '/api/cards', demo)).text());

    const tables = (await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as {
      rows: { table_name: string }[];
    };
    expect(tables.rows.length).toBeGreaterThan(20);
    const dumps: string[] = [];
    for (const { table_name } of tables.rows) {
      const rows = (await t.db.execute(sql.raw(`select row_to_json(r)::text as j from "${table_name}" r`))) as unknown as { rows: { j: string }[] };
      dumps.push(...rows.rows.map((row) => row.j));
    }
    // The database does hold the card: by its token and last four digits.
    expect(dumps.some((row) => row.includes('"last4":"1111"'))).toBe(true);
    for (const text of [...answers, ...dumps, ...logged]) {
      expect(text.replace(/\s/g, '')).not.toContain(number);
    }
    const [setupRow] = await t.db.select().from(cardSetup).where(eq(cardSetup.id, setup.setup_id));
    const [kept] = await t.db
      .select({ behaviour: sandboxCard.behaviour })
      .from(sandboxCard)
      .innerJoin(paymentToken, eq(paymentToken.providerRef, sandboxCard.token))
      .where(eq(paymentToken.id, setupRow!.paymentTokenId!));
    expect(kept?.behaviour).toBe('approve');
  });
});
