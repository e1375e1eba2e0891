import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCard as savedCardSchema, savedCardList, type SavedCard } from '../../contract/cards';
import { paymentToken } from '../../server/db/schema';
import { companyOf } from './orders.fixtures';
import { createTestApp } from './support/test-app';

// The suite's clock stands on 2 March 2026 in Santiago.
let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: Record<string, string>, buyer: Record<string, string>, finance: Record<string, string>, other: Record<string, string>;
let demoCompany: number, otherCompany: number;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
  demo = (await t.login('demo@despensa.cl')).auth;
  buyer = (await t.login('comprador@despensa.cl')).auth;
  finance = (await t.login('finanzas@despensa.cl')).auth;
  other = (await t.login('otra@despensa.cl')).auth;
  demoCompany = await companyOf(t.db, 'demo@despensa.cl');
  otherCompany = await companyOf(t.db, 'otra@despensa.cl');
});
afterAll(() => t.close());

const send = (method: string, path: string, auth: Record<string, string>, body?: unknown) => t.send(method, path, auth, body);

async function list(auth: Record<string, string> = demo): Promise<SavedCard[]> {
  const res = await send('GET', '/api/cards', auth);
  expect(res.status).toBe(200);
  return z.parse(savedCardList, await res.json());
}

async function update(id: number, body: unknown, auth = demo): Promise<SavedCard> {
  const res = await send('PUT', `/api/cards/${id}`, auth, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return z.parse(savedCardSchema, await res.json());
}

const primaries = (cards: SavedCard[]) => cards.filter((card) => card.is_primary).map((card) => card.id);
const tokensOf = (partnerId: number) =>
  t.db.select().from(paymentToken).where(and(eq(paymentToken.partnerId, partnerId), eq(paymentToken.active, true)));

describe('saved cards', () => {
  it('lists the company’s cards, the primary first, without the provider’s reference', async () => {
    const res = await send('GET', '/api/cards', demo);
    const text = await res.text();
    expect(text).not.toMatch(/sandbox_tok|provider/);
    const cards = z.parse(savedCardList, JSON.parse(text));
    expect(cards.map(({ brand, last4, holder_name, nickname, is_primary, state }) => ({ brand, last4, holder_name, nickname, is_primary, state }))).toEqual([
      { brand: 'visa', last4: '4242', holder_name: 'DANIELA MUNOZ', nickname: 'Tarjeta de la empresa', is_primary: true, state: 'ok' },
      { brand: 'mastercard', last4: '5454', holder_name: 'DANIELA MUNOZ', nickname: null, is_primary: false, state: 'ok' },
    ]);
  });

  it('says which cards expire this month or the next, and which have expired', async () => {
    const ids = {
      expired: (await t.addCard(otherCompany, { expMonth: 2, expYear: 2026, last4: '0002' })).id,
      thisMonth: (await t.addCard(otherCompany, { expMonth: 3, expYear: 2026, last4: '0003' })).id,
      nextMonth: (await t.addCard(otherCompany, { expMonth: 4, expYear: 2026, last4: '0004' })).id,
      later: (await t.addCard(otherCompany, { expMonth: 5, expYear: 2026, last4: '0005' })).id,
    };
    const states = Object.fromEntries((await list(other)).map((card) => [card.id, card.state]));
    expect([states[ids.expired], states[ids.thisMonth], states[ids.nextMonth], states[ids.later]]).toEqual(['expired', 'expiring', 'expiring', 'ok']);
  });

  it('names a card, trimmed, and forgets the name when sent blank or null', async () => {
    const [, second] = await list();
    expect((await update(second!.id, { nickname: '  Tarjeta de la cocina  ' })).nickname).toBe('Tarjeta de la cocina');
    expect((await update(second!.id, { nickname: '   ' })).nickname).toBeNull();
    await update(second!.id, { nickname: 'Cocina' });
    expect((await update(second!.id, { nickname: null })).nickname).toBeNull();
  });

  it.each([
    ['a name too long', { nickname: 'x'.repeat(41) }, /hasta 40 caracteres/],
    ['nothing to change', {}, /al menos un dato/],
    ['an unknown field', { last4: '1111' }, /./],
    ['is_primary false', { is_primary: false }, /deja de ser la principal/],
    ['malformed JSON', '{"nickname":', /./],
  ])('refuses %s with a 400 in Spanish and changes nothing', async (_, body, message) => {
    const before = await list();
    const res = await send('PUT', `/api/cards/${before[1]!.id}`, demo, body);
    expect(res.status).toBe(400);
    // The reason is the message or, for a field, beside it.
    expect(JSON.stringify(await res.json())).toMatch(message);
    expect(await list()).toEqual(before);
  });

  it('makes another card the primary one, leaving exactly one', async () => {
    const [first, second] = await list();
    expect((await update(second!.id, { is_primary: true })).is_primary).toBe(true);
    expect(primaries(await list())).toEqual([second!.id]);
    await update(first!.id, { is_primary: true });
    expect(primaries(await list())).toEqual([first!.id]);
  });

  it('refuses to make an expired card the primary one', async () => {
    const expired = (await t.addCard(demoCompany, { expMonth: 1, expYear: 2026, last4: '0101' })).id;
    const before = await list();
    const res = await send('PUT', `/api/cards/${expired}`, demo, { is_primary: true });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('card_expired');
    expect(await list()).toEqual(before);
    await send('DELETE', `/api/cards/${expired}`, demo);
  });

  it('deletes a card; when it was the primary one, the oldest card that still works takes over', async () => {
    const expired = (await t.addCard(demoCompany, { expMonth: 1, expYear: 2026, last4: '0111' })).id;
    const spare = (await t.addCard(demoCompany, { last4: '7777' })).id;
    const [primary] = await list();
    expect((await send('DELETE', `/api/cards/${primary!.id}`, demo)).status).toBe(204);
    const after = await list();
    expect(after.map((card) => card.id)).not.toContain(primary!.id);
    expect(primaries(after)).toHaveLength(1);
    expect(primaries(after)[0]).not.toBe(expired);
    expect((await send('DELETE', `/api/cards/${primary!.id}`, demo)).status).toBe(404);
    // The archived row stays for the payments that point to it.
    expect((await t.db.select().from(paymentToken).where(eq(paymentToken.id, primary!.id)))[0]?.active).toBe(false);
    await send('DELETE', `/api/cards/${expired}`, demo);
    await send('DELETE', `/api/cards/${spare}`, demo);
  });

  it('answers another company’s card as missing and changes nothing', async () => {
    const theirs = (await t.addCard(otherCompany, { last4: '9999' })).id;
    const before = await tokensOf(otherCompany);
    for (const res of [
      await send('PUT', `/api/cards/${theirs}`, demo, { nickname: 'Mía' }),
      await send('PUT', `/api/cards/${theirs}`, demo, { is_primary: true }),
      await send('DELETE', `/api/cards/${theirs}`, demo),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('La tarjeta no existe.');
    }
    expect(await tokensOf(otherCompany)).toEqual(before);
    expect((await list()).map((card) => card.id)).not.toContain(theirs);
  });

  it('lets finanzas keep the cards, refuses a comprador in Spanish, and asks for a session', async () => {
    const [card] = await list(finance);
    expect((await update(card!.id, { nickname: 'Finanzas' }, finance)).nickname).toBe('Finanzas');
    for (const [method, body] of [['GET'], ['PUT', { nickname: 'Comprador' }], ['DELETE']] as const) {
      const res = await send(method, method === 'GET' ? '/api/cards' : `/api/cards/${card!.id}`, buyer, body);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Tu rol no permite administrar las tarjetas de la empresa.');
    }
    expect((await send('GET', '/api/cards', {})).status).toBe(401);
    expect((await list()).find((c) => c.id === card!.id)?.nickname).toBe('Finanzas');
  });
});
