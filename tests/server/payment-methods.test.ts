import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../contract/payments';
import { accountMove, paymentToken, paymentTransaction, resPartner } from '../../server/db/schema';
import {
  listPaymentMethods,
  resolvePaymentMethod,
  type CompanyPaymentFacts,
  type SavedCard,
} from '../../server/domain/payment-methods';
import { companyOf, createCompany, createProducts, insertOrder } from './invoices.fixtures';
import { settleMemberships } from './orders.fixtures';
import { createTestApp } from './support/test-app';

const visa: SavedCard = { id: 12, providerRef: 'tok_visa', brand: 'visa', last4: '4242', expMonth: 3, expYear: 2026, isPrimary: true };
const master: SavedCard = { id: 15, providerRef: 'tok_master', brand: 'mastercard', last4: '5454', expMonth: 2, expYear: 2026, isPrimary: false };
const facts = (overrides: Partial<CompanyPaymentFacts> = {}): CompanyPaymentFacts => ({
  creditDays: 30,
  credit: { limit: 5_000_000, available: 1_250_000 },
  savedCards: [visa, master],
  today: '2026-03-02',
  ...overrides,
});

describe('listPaymentMethods', () => {
  it('offers the card, each saved card with its expiry state (an expired one too, to say why not), then the credit line', () => {
    expect(listPaymentMethods(facts())).toEqual([
      { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' },
      { id: 1012, code: 'saved_card', name: 'Visa •••• 4242', card: { state: 'expiring', is_primary: true } },
      { id: 1015, code: 'saved_card', name: 'Mastercard •••• 5454', card: { state: 'expired', is_primary: false } },
      { id: 2, code: 'credit', name: 'Crédito 30 días', credit: { days: 30, limit: 5_000_000, available: 1_250_000 } },
    ]);
  });

  it('offers no credit to a company without a credit line', () => {
    expect(listPaymentMethods(facts({ creditDays: 0, savedCards: [] }))).toEqual([
      { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' },
    ]);
  });

  it('names the credit line by its days and unknown brands by themselves', () => {
    const methods = listPaymentMethods(facts({ creditDays: 45, savedCards: [{ ...visa, brand: 'amex' }, { ...visa, id: 13, brand: 'cabal' }] }));
    expect(methods.map((method) => method.name)).toEqual([
      'Tarjeta de crédito o débito',
      'American Express •••• 4242',
      'Cabal •••• 4242',
      'Crédito 45 días',
    ]);
  });
});

describe('resolvePaymentMethod', () => {
  it('reads every listed id back to its method, except an expired card', () => {
    for (const method of listPaymentMethods(facts())) {
      expect(resolvePaymentMethod(method.id, facts())?.code).toBe(method.card?.state === 'expired' ? undefined : method.code);
    }
    expect(resolvePaymentMethod(1012, facts())).toEqual({ id: 1012, code: 'saved_card', card: visa });
    expect(resolvePaymentMethod(2, facts())).toEqual({ id: 2, code: 'credit', creditDays: 30 });
  });

  it.each([
    ['credit without a credit line', 2, facts({ creditDays: 0 })],
    ['a card of another company', 1099, facts()],
    ['an expired card', 1015, facts()],
    ['an id of no method', 3, facts()],
    ['a token id without the saved-card base', 12, facts()],
  ])('resolves %s to null', (_, id, companyFacts) => {
    expect(resolvePaymentMethod(id, companyFacts)).toBeNull();
  });
});

describe('GET /api/payment-methods', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let companies: Awaited<ReturnType<typeof settleMemberships>>;
  beforeAll(async () => {
    t = await createTestApp();
    companies = await settleMemberships(t.db);
    // The demo seed's cards are another part's; these tests decide which cards each company has.
    await t.db.update(paymentToken).set({ active: false }).where(eq(paymentToken.partnerId, companies.demo));
    await t.db.update(paymentToken).set({ active: false }).where(eq(paymentToken.partnerId, companies.club));
  });
  afterAll(() => t.close());

  const listed = async (email: string) => {
    const { auth } = await t.login(email);
    const res = await t.app.request('/api/payment-methods', { headers: auth });
    expect(res.status).toBe(200);
    return (await res.json()) as PaymentMethod[];
  };
  /** The list as offered, apart from which method the seeded order history used last. */
  const list = async (email: string) => (await listed(email)).map(({ last_used: _, ...method }) => method);
  const lastUsed = async (email: string) => (await listed(email)).filter((method) => method.last_used).map((method) => method.id);

  /** The demo's seeded line: $8.000.000, less what its seeded invoices leave unpaid. */
  const demoCredit = async () => {
    const [row] = await t.db.select({ owed: sql<number>`sum(${accountMove.amountResidual})::bigint`.mapWith(Number) }).from(accountMove).where(eq(accountMove.partnerId, companies.demo));
    expect(row!.owed).toBeGreaterThan(0);
    return { days: 30, limit: 8_000_000, available: 8_000_000 - row!.owed };
  };

  it('lists card and 30-day credit for the demo company, which has a credit line, with what is left of it', async () => {
    expect(await list('demo@despensa.cl')).toEqual([
      { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' },
      { id: 2, code: 'credit', name: 'Crédito 30 días', credit: await demoCredit() },
    ]);
  });

  it('lists no credit for a club company without a credit line', async () => {
    expect(await list('club@despensa.cl')).toEqual([{ id: 1, code: 'card', name: 'Tarjeta de crédito o débito' }]);
  });

  it('lists the company’s own saved cards, primary first, and nobody else’s', async () => {
    const plain = await t.addCard(companies.demo, { brand: 'mastercard', last4: '5454' });
    const primary = await t.addCard(companies.demo, { last4: '4242' });
    await t.db.update(paymentToken).set({ isPrimary: true }).where(eq(paymentToken.id, primary.id));
    const expired = await t.addCard(companies.demo, { last4: '0001', expMonth: 1, expYear: 2026 });
    await t.addCard(companies.demo, { last4: '0002', active: false });
    await t.addCard(companies.other, { last4: '9999' });
    expect(await list('demo@despensa.cl')).toEqual([
      { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' },
      { id: 1000 + primary.id, code: 'saved_card', name: 'Visa •••• 4242', card: { state: 'ok', is_primary: true } },
      { id: 1000 + plain.id, code: 'saved_card', name: 'Mastercard •••• 5454', card: { state: 'ok', is_primary: false } },
      { id: 1000 + expired.id, code: 'saved_card', name: 'Visa •••• 0001', card: { state: 'expired', is_primary: false } },
      { id: 2, code: 'credit', name: 'Crédito 30 días', credit: await demoCredit() },
    ]);
  });

  it("marks the method of the company's latest confirmed order, a saved card by the token its payment used", async () => {
    const company = await createCompany(t.db, { name: 'Fuente de soda El Andén', vat: '76.555.444-3' });
    await t.db.update(resPartner).set({ creditDays: 30 }).where(eq(resPartner.id, company.partnerId));
    const [rice] = await createProducts(t.db);
    const order = (dateOrder: string, paymentMethodCode: 'card' | 'saved_card' | 'credit', state: 'sale' | 'cancel' = 'sale') =>
      insertOrder(t.db, { company, dateOrder, lines: [{ product: rice!, quantity: 1 }], paymentMethodCode, state });
    expect(await lastUsed(company.email)).toEqual([]);

    await order('2026-02-01T12:00:00Z', 'credit');
    expect(await lastUsed(company.email)).toEqual([2]);

    const card = await t.addCard(company.partnerId, { last4: '4242' });
    await t.addCard(company.partnerId, { last4: '1111' });
    const paid = await order('2026-02-10T12:00:00Z', 'saved_card');
    await t.db.insert(paymentTransaction).values([
      { id: 'tx-rejected', orderId: paid.id, partnerId: company.partnerId, provider: 'sandbox', paymentMethodCode: 'saved_card', paymentTokenId: card.id + 1, amount: paid.amountTotal, state: 'rejected' },
      { id: 'tx-approved', orderId: paid.id, partnerId: company.partnerId, provider: 'sandbox', paymentMethodCode: 'saved_card', paymentTokenId: card.id, amount: paid.amountTotal, state: 'approved' },
    ]);
    expect(await lastUsed(company.email)).toEqual([1000 + card.id]);

    // A later order that was cancelled is no habit; another company's orders are none of this list's business.
    await order('2026-02-20T12:00:00Z', 'card', 'cancel');
    await insertOrder(t.db, { company: await companyOf(t.db, 'otra@despensa.cl'), dateOrder: '2026-02-25T12:00:00Z', lines: [{ product: rice!, quantity: 1 }], paymentMethodCode: 'card' });
    expect(await lastUsed(company.email)).toEqual([1000 + card.id]);

    // A card since removed is no longer listed, so nothing is marked and Pago opens as for a first order.
    await t.db.update(paymentToken).set({ active: false }).where(eq(paymentToken.id, card.id));
    expect(await lastUsed(company.email)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.request('/api/payment-methods');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});
