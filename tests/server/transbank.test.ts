import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import transbank from 'transbank-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { transbankCard, transbankOneclick, transbankWebpay } from '../../server/db/schema';
import { createScratchDatabase } from '../../server/db/scratch-database';
import { TransbankRefusal, TransbankUnanswered } from '../../server/payments/transbank-client';
import { buyOrderOf } from '../../server/payments/transbank-codes';
import { oneclickRedirectPage, webpayRedirectPage } from '../../server/payments/transbank-pages';
import { transbankProvider, type TransbankOptions, type TransbankProvider } from '../../server/payments/transbank';
import { seededTemplate } from './support/seeded-template';
import { TestClock } from './support/test-clock';
import { standInCards, startTransbankStandIn, type StandInCard, type TransbankStandIn } from './support/transbank-stand-in';

const { IntegrationApiKeys, IntegrationCommerceCodes } = transbank;

const publicUrl = 'https://portal.despensa.test';
// Integration's Oneclick Mall and a store of it; the deferred-capture store is configured under the same
// mall here, as production needs it (a card enrolled on a mall is charged only on that mall's stores).
const stores = { mall: IntegrationCommerceCodes.ONECLICK_MALL, charge: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1, hold: IntegrationCommerceCodes.ONECLICK_MALL_CHILD1_DEFERRED };
const timeoutMs = 1_500;

let database: Database;
let stand: TransbankStandIn;
let provider: TransbankProvider;

function options(overrides: Partial<TransbankOptions> = {}): TransbankOptions {
  return {
    db: database.db,
    clock: new TestClock(),
    publicUrl,
    environmentUrl: stand.url,
    webpay: { commerceCode: IntegrationCommerceCodes.WEBPAY_PLUS, apiKey: IntegrationApiKeys.WEBPAY },
    oneclick: { mallCommerceCode: stores.mall, childCommerceCode: stores.charge, deferredChildCommerceCode: stores.hold, apiKey: IntegrationApiKeys.WEBPAY },
    timeoutMs,
    ...overrides,
  };
}

beforeAll(async () => {
  database = await createScratchDatabase(undefined, undefined, seededTemplate());
  stand = await startTransbankStandIn({
    webpay: { commerceCode: IntegrationCommerceCodes.WEBPAY_PLUS, apiKey: IntegrationApiKeys.WEBPAY },
    oneclick: { mallCommerceCode: stores.mall, apiKey: IntegrationApiKeys.WEBPAY, stores: [stores.charge, stores.hold], deferredStores: [stores.hold] },
  });
  provider = transbankProvider(options());
});
afterAll(async () => {
  await stand?.close();
  await database?.close();
});

const back = (page: string, id: string) => `${publicUrl}/product/${page}?payment_id=${id}`;

/** A Webpay Plus checkout as start-payment.ts opens one. */
async function checkout(amount = 76_160) {
  const transactionId = randomUUID();
  const opened = await provider.createCheckout({
    transactionId,
    amount,
    description: 'Pedido S00042 de Despensa',
    payerEmail: 'demo@despensa.cl',
    returnUrls: { success: back('finalpago', transactionId), failure: back('errorpago', transactionId), pending: back('pendiente', transactionId) },
  });
  const token = opened.providerReference;
  return { ...opened, token, transactionId, success: back('finalpago', transactionId), failure: back('errorpago', transactionId), pending: back('pendiente', transactionId) };
}

async function webpayRow(token: string) {
  const [row] = await database.db.select().from(transbankWebpay).where(eq(transbankWebpay.token, token));
  if (!row) throw new Error(`no row for ${token}`);
  return row;
}

/** Until the end of `run`, `operations` fail this way. */
async function failing<T>(operations: Parameters<TransbankStandIn['fail']>[0][], failure: 'timeout' | 'malformed' | 'locked', run: () => Promise<T>): Promise<T> {
  for (const operation of operations) stand.fail(operation, failure);
  try {
    return await run();
  } finally {
    for (const operation of operations) stand.fail(operation, null);
  }
}

describe('a Webpay Plus checkout', () => {
  it('sends the payer through a gateway page that posts token_ws to Webpay, then commits on the return', async () => {
    const paid = await checkout();
    expect(paid.redirectUrl).toBe(`${publicUrl}/api/payments/redirect/transbank/${paid.token}`);
    const redirect = await provider.paymentRedirect(paid.token);
    expect(redirect).toEqual({ action: `${stand.url}/webpayserver/initTransaction`, token: paid.token });
    const page = String(await webpayRedirectPage(redirect as { action: string; token: string }));
    expect(page).toContain('<html lang="es">');
    expect(page).toContain(`<form method="post" action="${stand.url}/webpayserver/initTransaction">`);
    expect(page).toContain(`<input type="hidden" name="token_ws" value="${paid.token}" />`);
    expect(page).toContain('<button type="submit">Continuar a Webpay</button>');
    expect(page).not.toContain('<script');

    const sent = stand.webpayTransaction(paid.token);
    expect(sent.buyOrder).toBe(buyOrderOf('WP', paid.transactionId));
    expect(sent.buyOrder).toHaveLength(26);
    expect(sent.sessionId).toBe(paid.transactionId);

    // Before the payer returns, Transbank's status says INITIALIZED: still pending, nothing committed.
    expect(await provider.getPayment(paid.token)).toEqual({ state: 'pending' });
    stand.payerPays(paid.token, standInCards.approves);
    expect(await provider.getPayment(paid.token)).toEqual({ state: 'pending' });

    const commits = stand.count('webpay.commit');
    expect(await provider.handleReturn({ token_ws: paid.token })).toBe(paid.success);
    expect(stand.count('webpay.commit')).toBe(commits + 1);
    expect(await provider.getPayment(paid.token)).toEqual({ state: 'approved' });
    expect(await webpayRow(paid.token)).toMatchObject({ state: 'approved', responseCode: 0, tbkStatus: 'AUTHORIZED', cardLast4: '6623' });

    // A reload of the return, or the redirect page again, asks Transbank nothing more.
    expect(await provider.handleReturn({ token_ws: paid.token })).toBe(paid.success);
    expect(await provider.paymentRedirect(paid.token)).toEqual({ location: paid.success });
    expect(stand.count('webpay.commit')).toBe(commits + 1);
  });

  it('refuses an amount that is not whole pesos before asking Transbank', async () => {
    const before = stand.count('webpay.create') + stand.count('oneclick.authorize');
    for (const amount of [76_160.5, 0, -10, Number.NaN]) {
      await expect(checkout(amount)).rejects.toThrow('Transbank charges whole pesos');
      await expect(provider.authorize({ transactionId: randomUUID(), amount, description: 'Compromiso', savedCardRef: 'tbkc_0' })).rejects.toThrow('Transbank charges whole pesos');
    }
    expect(stand.count('webpay.create') + stand.count('oneclick.authorize')).toBe(before);
  });

  it('answers a declined card as rejected, with the reason in Spanish', async () => {
    const paid = await checkout();
    stand.payerPays(paid.token, standInCards.declines);
    expect(await provider.handleReturn({ token_ws: paid.token })).toBe(paid.failure);
    expect(await provider.getPayment(paid.token)).toEqual({ state: 'rejected', message: 'El banco rechazó el pago: revisa los datos de la tarjeta.' });
  });

  it('closes an aborted payment without committing it', async () => {
    const paid = await checkout();
    stand.payerAborts(paid.token);
    const { buyOrder, sessionId } = stand.webpayTransaction(paid.token);
    const commits = stand.count('webpay.commit');
    expect(await provider.handleReturn({ TBK_TOKEN: paid.token, TBK_ORDEN_COMPRA: buyOrder, TBK_ID_SESION: sessionId })).toBe(paid.failure);
    expect(await provider.getPayment(paid.token)).toEqual({ state: 'rejected', message: 'Anulaste el pago en Webpay.' });
    expect(stand.count('webpay.commit')).toBe(commits);
  });

  it('closes a payment that timed out on Webpay (no token comes back) and one whose form failed', async () => {
    const late = await checkout();
    const sent = stand.webpayTransaction(late.token);
    expect(await provider.handleReturn({ TBK_ORDEN_COMPRA: sent.buyOrder, TBK_ID_SESION: sent.sessionId })).toBe(late.failure);
    expect(await provider.getPayment(late.token)).toEqual({ state: 'rejected', message: 'El tiempo para pagar en Webpay se agotó.' });

    const broken = await checkout();
    const form = stand.webpayTransaction(broken.token);
    const fields = { token_ws: broken.token, TBK_TOKEN: broken.token, TBK_ORDEN_COMPRA: form.buyOrder, TBK_ID_SESION: form.sessionId };
    expect(await provider.handleReturn(fields)).toBe(broken.failure);
    expect(await provider.getPayment(broken.token)).toEqual({ state: 'rejected', message: 'Webpay no pudo completar el pago.' });
  });

  it('commits once when two returns of the same token arrive together', async () => {
    const paid = await checkout();
    stand.payerPays(paid.token, standInCards.approves);
    const commits = stand.count('webpay.commit');
    stand.delay('webpay.commit', 300);
    try {
      const pages = await Promise.all([provider.handleReturn({ token_ws: paid.token }), provider.handleReturn({ token_ws: paid.token })]);
      expect(pages).toEqual([paid.success, paid.success]);
    } finally {
      stand.delay('webpay.commit', 0);
    }
    expect(stand.count('webpay.commit')).toBe(commits + 1);
  });

  it('answers null for a token, or a buy order and session, that are not ours', async () => {
    const paid = await checkout();
    const { buyOrder, sessionId } = stand.webpayTransaction(paid.token);
    const forged = 'f'.repeat(64);
    expect(await provider.handleReturn({ token_ws: forged })).toBeNull();
    expect(await provider.handleReturn({ TBK_TOKEN: forged, TBK_ORDEN_COMPRA: buyOrder, TBK_ID_SESION: sessionId })).toBeNull();
    expect(await provider.handleReturn({ TBK_TOKEN: paid.token, TBK_ORDEN_COMPRA: 'WP000', TBK_ID_SESION: sessionId })).toBeNull();
    expect(await provider.handleReturn({ TBK_ORDEN_COMPRA: buyOrder, TBK_ID_SESION: 'otra-sesion' })).toBeNull();
    expect(await provider.handleReturn({})).toBeNull();
    expect(await provider.paymentRedirect(forged)).toBeNull();
    await expect(provider.getPayment(forged)).rejects.toThrow();
    expect(await provider.getPayment(paid.token)).toEqual({ state: 'pending' });
  });

  it('refunds an approved payment once, however often it is asked', async () => {
    const paid = await checkout();
    await expect(provider.refund(paid.token)).rejects.toThrow(/nothing to give back/);
    stand.payerPays(paid.token, standInCards.approves);
    await provider.handleReturn({ token_ws: paid.token });
    const refunds = stand.count('webpay.refund');
    await provider.refund(paid.token);
    await provider.refund(paid.token);
    expect(stand.count('webpay.refund')).toBe(refunds + 1);
    expect(stand.webpayTransaction(paid.token)).toMatchObject({ status: 'REVERSED', balance: 0 });
    expect(await provider.getPayment(paid.token)).toEqual({ state: 'refunded' });
    expect((await webpayRow(paid.token)).refundType).toBe('REVERSED');
  });

  it('records a refund whose answer was lost from the status, and a nullification past the reversal window', async () => {
    const paid = await checkout();
    stand.payerPays(paid.token, standInCards.approves);
    await provider.handleReturn({ token_ws: paid.token });
    stand.reversal.windowMs = 0;
    try {
      await failing(['webpay.refund'], 'timeout', () => provider.refund(paid.token));
    } finally {
      stand.reversal.windowMs = 3 * 60 * 60_000;
    }
    expect(await webpayRow(paid.token)).toMatchObject({ state: 'refunded', refundType: 'NULLIFIED' });
    const refunds = stand.count('webpay.refund');
    await provider.refund(paid.token);
    expect(stand.count('webpay.refund')).toBe(refunds);
  });
});

describe('when Transbank does not answer, or answers garbage', () => {
  it('leaves a payment pending, never approved, and settles it from the status once Transbank answers', async () => {
    const paid = await checkout();
    stand.payerPays(paid.token, standInCards.approves);
    const page = await failing(['webpay.commit', 'webpay.status'], 'timeout', () => provider.handleReturn({ token_ws: paid.token }));
    expect(page).toBe(paid.pending);
    expect((await webpayRow(paid.token)).state).toBe('pending');
    await failing(['webpay.status'], 'timeout', async () => {
      await expect(provider.getPayment(paid.token)).rejects.toBeInstanceOf(TransbankUnanswered);
    });
    // The commit did reach Transbank: its status, read now, says so; a new return commits nothing twice.
    const commits = stand.count('webpay.commit');
    expect(await provider.getPayment(paid.token)).toEqual({ state: 'approved' });
    expect(await provider.handleReturn({ token_ws: paid.token })).toBe(paid.success);
    expect(stand.count('webpay.commit')).toBe(commits);
  });

  it('settles a return whose commit Transbank already did (its answer lost) from the status after the refusal', async () => {
    const paid = await checkout();
    stand.payerPays(paid.token, standInCards.approves);
    expect(await failing(['webpay.commit', 'webpay.status'], 'timeout', () => provider.handleReturn({ token_ws: paid.token }))).toBe(paid.pending);
    const commits = stand.count('webpay.commit');
    // The payer reloads: the second commit is refused (already committed), and the status says approved.
    expect(await provider.handleReturn({ token_ws: paid.token })).toBe(paid.success);
    expect(stand.count('webpay.commit')).toBe(commits + 1);
    expect(await webpayRow(paid.token)).toMatchObject({ state: 'approved', tbkStatus: 'AUTHORIZED' });
  });

  it('reads a commit whose answer was lost back from the status', async () => {
    const paid = await checkout();
    stand.payerPays(paid.token, standInCards.approves);
    expect(await failing(['webpay.commit'], 'malformed', () => provider.handleReturn({ token_ws: paid.token }))).toBe(paid.success);
  });

  it('throws on malformed answers and leaves the payment pending', async () => {
    const paid = await checkout();
    stand.payerPays(paid.token, standInCards.approves);
    await failing(['webpay.commit', 'webpay.status'], 'malformed', async () => {
      expect(await provider.handleReturn({ token_ws: paid.token })).toBe(paid.pending);
      await expect(provider.getPayment(paid.token)).rejects.toBeInstanceOf(TransbankUnanswered);
    });
    expect((await webpayRow(paid.token)).state).toBe('pending');
    await failing(['webpay.create'], 'malformed', async () => {
      await expect(checkout()).rejects.toBeInstanceOf(TransbankUnanswered);
    });
  });

  it('leaves the payment pending while another process holds the commit, and commits on the next return', async () => {
    const paid = await checkout();
    stand.payerPays(paid.token, standInCards.approves);
    expect(await failing(['webpay.commit'], 'locked', () => provider.handleReturn({ token_ws: paid.token }))).toBe(paid.pending);
    expect((await webpayRow(paid.token)).state).toBe('pending');
    expect(await provider.handleReturn({ token_ws: paid.token })).toBe(paid.success);
  });

  it('refuses requests signed with a wrong API key, as Transbank does (401)', async () => {
    const wrong = transbankProvider(options({ webpay: { commerceCode: IntegrationCommerceCodes.WEBPAY_PLUS, apiKey: 'not-the-key' } }));
    const refused = wrong.createCheckout({
      transactionId: randomUUID(),
      amount: 1_000,
      description: 'Pedido',
      payerEmail: 'demo@despensa.cl',
      returnUrls: { success: publicUrl, failure: publicUrl, pending: publicUrl },
    });
    await expect(refused).rejects.toBeInstanceOf(TransbankRefusal);
    await expect(refused).rejects.toMatchObject({ status: 401 });
  });

  it('receives no webhooks', async () => {
    expect(await provider.verifyWebhook(new Headers(), '{}')).toBeNull();
  });
});

/** A card enrolled in Oneclick through the gateway, its ProviderCard token. */
async function enrol(card: StandInCard = standInCards.approves): Promise<string> {
  const setup = await provider.createCardSetup({ returnUrl: `${publicUrl}/dashboard/group/card?setup=1`, payerEmail: 'demo@despensa.cl' });
  const token = decodeURIComponent(setup.redirectUrl.split('/').pop()!);
  stand.payerEnrols(token, card);
  await provider.handleCardReturn({ TBK_TOKEN: token });
  const outcome = await provider.getCardSetup(setup.providerReference);
  if (outcome?.state !== 'completed') throw new Error(`the card was not enrolled: ${outcome?.state}`);
  return outcome.card.token;
}

describe('saving a card with Oneclick Mall', () => {
  it('sends the payer to enrol, finishes once even with two returns, and keeps an opaque reference', async () => {
    const returnUrl = `${publicUrl}/dashboard/group/card?setup=abc`;
    const setup = await provider.createCardSetup({ returnUrl, payerEmail: 'demo@despensa.cl' });
    const token = decodeURIComponent(setup.redirectUrl.split('/').pop()!);
    expect(setup.redirectUrl).toBe(`${publicUrl}/api/payments/redirect/transbank-card/${token}`);
    const redirect = await provider.cardRedirect(token);
    expect(redirect).toEqual({ action: `${stand.url}/webpayserver/bp_inscription.cgi`, token });
    const page = String(await oneclickRedirectPage(redirect as { action: string; token: string }));
    expect(page).toContain(`<input type="hidden" name="TBK_TOKEN" value="${token}" />`);
    expect(page).toContain('<button type="submit">Continuar a Webpay</button>');
    expect(await provider.getCardSetup(setup.providerReference)).toEqual({ state: 'pending' });

    stand.payerEnrols(token, standInCards.approves);
    const finishes = stand.count('oneclick.finish');
    stand.delay('oneclick.finish', 300);
    try {
      expect(await Promise.all([provider.handleCardReturn({ TBK_TOKEN: token }), provider.handleCardReturn({ TBK_TOKEN: token })])).toEqual([returnUrl, returnUrl]);
    } finally {
      stand.delay('oneclick.finish', 0);
    }
    expect(stand.count('oneclick.finish')).toBe(finishes + 1);

    const outcome = await provider.getCardSetup(setup.providerReference);
    expect(outcome).toEqual({
      state: 'completed',
      card: { token: expect.stringMatching(/^tbkc_[0-9a-f]{32}$/), brand: 'visa', last4: '6623', expMonth: null, expYear: null, holderName: null },
    });
    const [kept] = await database.db.select().from(transbankCard).where(eq(transbankCard.reference, (outcome as { card: { token: string } }).card.token));
    expect(kept?.tbkUser).toBeTruthy();
    expect(kept?.tbkUser).not.toBe(kept?.reference);
    expect(await provider.cardRedirect(token)).toEqual({ location: returnUrl });
  });

  it('cancels an enrolment the payer aborted, timed out, or the bank refused', async () => {
    const start = () => provider.createCardSetup({ returnUrl: `${publicUrl}/dashboard/group/card`, payerEmail: 'demo@despensa.cl' });
    const tokenOf = (setup: { redirectUrl: string }) => decodeURIComponent(setup.redirectUrl.split('/').pop()!);

    const aborted = await start();
    const finishes = stand.count('oneclick.finish');
    await provider.handleCardReturn({ TBK_TOKEN: tokenOf(aborted), TBK_ORDEN_COMPRA: '123', TBK_ID_SESION: '456' });
    expect(stand.count('oneclick.finish')).toBe(finishes);
    expect(await provider.getCardSetup(aborted.providerReference)).toEqual({ state: 'cancelled' });

    const late = await start();
    await provider.handleCardReturn({ TBK_TOKEN: tokenOf(late) });
    expect(await provider.getCardSetup(late.providerReference)).toEqual({ state: 'cancelled' });

    const refused = await start();
    stand.payerEnrols(tokenOf(refused), standInCards.refusesEnrolment);
    await provider.handleCardReturn({ TBK_TOKEN: tokenOf(refused) });
    expect(await provider.getCardSetup(refused.providerReference)).toEqual({ state: 'cancelled' });
  });

  it('answers null for a setup or a token it never issued', async () => {
    expect(await provider.getCardSetup('tbks_0123456789abcdef0123456789abcdef')).toBeNull();
    expect(await provider.getCardSetup('sbxs_0123456789abcdef0123456789abcdef')).toBeNull();
    expect(await provider.handleCardReturn({ TBK_TOKEN: 'f'.repeat(64) })).toBeNull();
    expect(await provider.handleCardReturn({})).toBeNull();
    expect(await provider.cardRedirect('f'.repeat(64))).toBeNull();
  });
});

/** A charge on a saved card, as start-payment.ts asks one. */
async function charge(savedCardRef: string) {
  const transactionId = randomUUID();
  const urls = { success: back('finalpago', transactionId), failure: back('errorpago', transactionId), pending: back('pendiente', transactionId) };
  const opened = await provider.createCheckout({ transactionId, amount: 50_000, description: 'Pedido', payerEmail: 'demo@despensa.cl', returnUrls: urls, savedCardRef });
  return { ...opened, ...urls, transactionId };
}

describe('a saved card', () => {
  it('is charged at once, the payer sent straight to the outcome, and refunded once', async () => {
    const card = await enrol();
    const paid = await charge(card);
    expect(paid.redirectUrl).toBe(paid.success);
    expect(paid.providerReference).toMatch(/^tbko_[0-9a-f]{32}$/);
    expect(await provider.getPayment(paid.providerReference)).toEqual({ state: 'approved' });
    expect(stand.oneclickDetail(buyOrderOf('OC', paid.transactionId))).toMatchObject({ status: 'AUTHORIZED', commerceCode: stores.charge });

    const refunds = stand.count('oneclick.refund');
    await provider.refund(paid.providerReference);
    await provider.refund(paid.providerReference);
    expect(stand.count('oneclick.refund')).toBe(refunds + 1);
    expect(await provider.getPayment(paid.providerReference)).toEqual({ state: 'refunded' });
  });

  it('declined is answered with the failure page and the reason', async () => {
    const declined = await charge(await enrol(standInCards.declines));
    expect(declined.redirectUrl).toBe(declined.failure);
    expect(await provider.getPayment(declined.providerReference)).toEqual({ state: 'rejected', message: 'El banco rechazó el pago: revisa los datos de la tarjeta.' });
  });

  it('that Transbank no longer knows is declined with a reason to enrol it again', async () => {
    const card = await enrol();
    await database.db.update(transbankCard).set({ tbkUser: randomUUID() }).where(eq(transbankCard.reference, card));
    const declined = await charge(card);
    expect(declined.redirectUrl).toBe(declined.failure);
    expect(await provider.getPayment(declined.providerReference)).toEqual({ state: 'rejected', message: 'La tarjeta ya no está inscrita en Oneclick: agrégala de nuevo.' });
  });

  it('whose charge got no answer leaves the payer on "pendiente", then reads the charge back', async () => {
    const card = await enrol();
    const paid = await failing(['oneclick.authorize', 'oneclick.status'], 'timeout', async () => {
      const opened = await charge(card);
      await expect(provider.getPayment(opened.providerReference)).rejects.toBeInstanceOf(TransbankUnanswered);
      return opened;
    });
    expect(paid.redirectUrl).toBe(paid.pending);
    expect(await provider.getPayment(paid.providerReference)).toEqual({ state: 'approved' });
  });
});

describe('a hold on a saved card (deferred capture)', () => {
  const hold = (savedCardRef: string) => provider.authorize({ transactionId: `tp-7-${randomUUID()}`, amount: 30_000, description: 'Compromiso', savedCardRef });

  it('is authorised on the deferred-capture store, captured once, and refunded once when let go', async () => {
    const held = await hold(await enrol());
    expect(held.state).toBe('authorized');
    const [row] = await database.db.select().from(transbankOneclick).where(eq(transbankOneclick.reference, held.providerReference));
    expect(stand.oneclickDetail(row!.childBuyOrder)).toMatchObject({ status: 'AUTHORIZED', commerceCode: stores.hold });

    const captures = stand.count('oneclick.capture');
    expect(await provider.capture(held.providerReference)).toEqual({ state: 'approved' });
    expect(await provider.capture(held.providerReference)).toEqual({ state: 'approved' });
    expect(stand.count('oneclick.capture')).toBe(captures + 1);
    expect(stand.oneclickDetail(row!.childBuyOrder)?.status).toBe('CAPTURED');

    const refunds = stand.count('oneclick.refund');
    await provider.release(held.providerReference);
    await provider.release(held.providerReference);
    expect(stand.count('oneclick.refund')).toBe(refunds + 1);
    const [released] = await database.db.select().from(transbankOneclick).where(eq(transbankOneclick.reference, held.providerReference));
    expect(released).toMatchObject({ state: 'refunded', refundType: 'REVERSED' });
  });

  it('let go before its capture is reversed once, and can no longer be captured', async () => {
    const held = await hold(await enrol());
    const refunds = stand.count('oneclick.refund');
    await provider.release(held.providerReference);
    await provider.release(held.providerReference);
    expect(stand.count('oneclick.refund')).toBe(refunds + 1);
    const [row] = await database.db.select().from(transbankOneclick).where(eq(transbankOneclick.reference, held.providerReference));
    expect(row).toMatchObject({ state: 'released', refundType: 'REVERSED' });
    expect(stand.oneclickDetail(row!.childBuyOrder)?.status).toBe('REVERSED');
    const captures = stand.count('oneclick.capture');
    expect(await provider.capture(held.providerReference)).toEqual({ state: 'rejected', message: 'La autorización ya no está vigente.' });
    expect(stand.count('oneclick.capture')).toBe(captures);
  });

  it('whose capture the bank declines answers rejected, and is still let go', async () => {
    const held = await hold(await enrol(standInCards.declinesCapture));
    expect(await provider.capture(held.providerReference)).toEqual({ state: 'rejected', message: 'El banco rechazó el pago: revisa los datos de la tarjeta.' });
    await provider.release(held.providerReference);
    const [row] = await database.db.select().from(transbankOneclick).where(eq(transbankOneclick.reference, held.providerReference));
    expect(row?.state).toBe('released');
  });

  it('whose capture Transbank refuses outright while it is still authorised answers rejected once, and is let go', async () => {
    const held = await hold(await enrol());
    expect(await failing(['oneclick.capture'], 'locked', () => provider.capture(held.providerReference))).toEqual({ state: 'rejected', message: 'La autorización ya no está vigente.' });
    const captures = stand.count('oneclick.capture');
    expect(await provider.capture(held.providerReference)).toMatchObject({ state: 'rejected' });
    expect(stand.count('oneclick.capture')).toBe(captures);
    await provider.release(held.providerReference);
    const [row] = await database.db.select().from(transbankOneclick).where(eq(transbankOneclick.reference, held.providerReference));
    expect(row?.state).toBe('released');
    expect(stand.oneclickDetail(row!.childBuyOrder)?.status).toBe('REVERSED');
  });

  it('declined by the bank is answered rejected with its reason', async () => {
    const held = await hold(await enrol(standInCards.declines));
    expect(held).toMatchObject({ state: 'rejected', message: 'El banco rechazó el pago: revisa los datos de la tarjeta.' });
    expect(await provider.capture(held.providerReference)).toMatchObject({ state: 'rejected' });
  });

  it('whose capture answer was lost is read back as captured, never captured twice', async () => {
    const held = await hold(await enrol());
    expect(await failing(['oneclick.capture'], 'timeout', () => provider.capture(held.providerReference))).toEqual({ state: 'approved' });
    const captures = stand.count('oneclick.capture');
    expect(await provider.capture(held.providerReference)).toEqual({ state: 'approved' });
    expect(stand.count('oneclick.capture')).toBe(captures);
  });

  it('throws when Transbank cannot be read, and holds nothing twice', async () => {
    const card = await enrol();
    await failing(['oneclick.authorize', 'oneclick.status'], 'malformed', async () => {
      await expect(hold(card)).rejects.toBeInstanceOf(TransbankUnanswered);
    });
    const held = await failing(['oneclick.authorize'], 'malformed', () => hold(card));
    expect(held.state).toBe('authorized');
  });
});
