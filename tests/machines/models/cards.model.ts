import type { SavedCard } from '../../../contract/cards';
import { expect } from 'vitest';
import { cardsMachine, type CardsSnapshot } from '../../../machines/cards.machine';
import { machineModel } from '../support/model';

export const visa: SavedCard = {
  id: 3,
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2029,
  holder_name: 'DANIELA MUNOZ',
  nickname: 'Tarjeta de la empresa',
  is_primary: true,
  state: 'ok',
};
export const mastercard: SavedCard = { ...visa, id: 4, brand: 'mastercard', last4: '5454', exp_month: 4, exp_year: 2026, nickname: null, is_primary: false, state: 'expiring' };
export const expired: SavedCard = { ...visa, id: 5, last4: '0002', exp_month: 1, exp_year: 2026, nickname: null, is_primary: false, state: 'expired' };
/** Enrolled with Transbank's Oneclick, which tells neither the expiry nor the holder. */
export const oneclick: SavedCard = { ...visa, id: 7, brand: 'visa', last4: '6623', exp_month: null, exp_year: null, holder_name: null, nickname: null, is_primary: false, state: 'ok' };
export const cards: readonly SavedCard[] = [visa, mastercard, expired, oneclick];
export const added: SavedCard = { ...visa, id: 6, last4: '1111', nickname: null, is_primary: false, holder_name: 'ANA PÉREZ' };

export const setupId = '0b8f6a8e-6a3c-4b7e-9a55-2f4d1c3e7a10';
export const notSaved = {
  status: 409,
  code: 'card_setup_cancelled',
  message: 'No se guardó ninguna tarjeta: saliste de la página del proveedor sin guardarla.',
};
export const forbidden = { status: 403, code: 'forbidden', message: 'Tu rol no permite administrar las tarjetas de la empresa.' };
export const noProvider = { status: 503, code: 'payments_unavailable', message: 'Agregar tarjetas no está disponible en este momento. Intenta de nuevo más tarde.' };
export const offline = new TypeError('Failed to fetch');
export const providerPage = 'http://localhost:3000/api/sandbox/cards/sbxs_0123456789abcdef0123456789abcdef';

/** Redirects recorded as they happen. */
const redirects: string[] = [];
const machine = cardsMachine.provide({ actions: { redirectToProvider: (_, { url }) => void redirects.push(url) } });

/** The state value as a dotted path, `ready.refused`. */
const at = (s: CardsSnapshot) => (typeof s.value === 'string' ? s.value : `ready.${s.value.ready}`);

export const model = machineModel({
  name: 'cards',
  machine,
  inputs: [{ returningSetup: null }, { returningSetup: setupId }],
  events: [
    { type: 'cards.retry' },
    { type: 'cards.add' },
    { type: 'cards.delete', id: mastercard.id },
    { type: 'cards.delete', id: 99 },
    { type: 'cards.confirmDelete' },
    { type: 'cards.cancelDelete' },
    { type: 'cards.makePrimary', id: mastercard.id },
    { type: 'cards.makePrimary', id: visa.id },
    { type: 'cards.makePrimary', id: expired.id },
    { type: 'cards.renamed', card: { ...mastercard, nickname: 'Cocina' } },
    { type: 'cards.dismiss' },
    { type: 'cards.dismissNotice' },
    { type: 'xstate.done.actor.completeSetup', output: added },
    { type: 'xstate.error.actor.completeSetup', error: notSaved },
    { type: 'xstate.done.actor.fetchCards', output: cards },
    { type: 'xstate.done.actor.fetchCards', output: [] },
    { type: 'xstate.error.actor.fetchCards', error: forbidden },
    { type: 'xstate.error.actor.fetchCards', error: offline },
    { type: 'xstate.done.actor.deleteCard' },
    { type: 'xstate.error.actor.deleteCard', error: forbidden },
    { type: 'xstate.done.actor.makePrimary', output: { ...mastercard, is_primary: true } },
    { type: 'xstate.error.actor.makePrimary', error: forbidden },
    { type: 'xstate.done.actor.startSetup', output: { setup_id: setupId, redirect_url: providerPage } },
    { type: 'xstate.error.actor.startSetup', error: noProvider },
  ],
  abstractContext: (context) => [
    context.returningSetup,
    context.cards.length,
    context.failure?.code ?? null,
    context.pending?.id ?? null,
    context.refusal?.code ?? null,
    context.added?.id ?? null,
    context.notAdded?.code ?? null,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as CardsSnapshot;
    const where = at(s);
    const previous = step.previous as CardsSnapshot | undefined;
    expect(s.hasTag('error')).toBe(s.context.failure !== null || s.context.refusal !== null);
    expect(s.context.failure !== null).toBe(where === 'failed');
    expect(s.context.refusal !== null).toBe(where === 'ready.refused');
    expect(s.hasTag('busy')).toBe(['completing', 'loading', 'ready.deleting', 'ready.settingPrimary', 'ready.startingSetup', 'redirecting'].includes(where));
    // The return from the provider is read once, before anything else.
    expect(s.context.returningSetup !== null).toBe(where === 'completing');
    expect(s.context.pending !== null).toBe(['ready.confirming', 'ready.deleting'].includes(where));
    if (where === 'ready.confirming') expect(s.context.pending).toBe(mastercard);
    // At most one notice of the provider's page, and none once the buyer goes there again.
    expect(s.context.added !== null && s.context.notAdded !== null).toBe(false);
    if (['ready.startingSetup', 'redirecting'].includes(where)) expect([s.context.added, s.context.notAdded]).toEqual([null, null]);

    const error = (step.event as { error?: unknown }).error;
    if (error === forbidden || error === noProvider) {
      const refused = error as typeof forbidden;
      expect(s.context.refusal ?? s.context.failure).toEqual({ code: refused.code, message: refused.message });
      if (where === 'ready.refused') expect(s.context.cards).toBe(previous?.context.cards);
    }
    if (error === notSaved) expect(s.context.notAdded).toEqual({ code: notSaved.code, message: notSaved.message });
    if (error === offline) expect(s.context.failure).toEqual({ code: 'unknown' });
    if (step.event.type === 'xstate.done.actor.completeSetup') expect(s.context.added).toBe(added);
    if (['cards.renamed', 'xstate.done.actor.deleteCard', 'xstate.done.actor.makePrimary'].includes(step.event.type)) {
      // Every change is followed by a fresh read, the current list shown meanwhile.
      expect(where).toBe('loading');
      expect(s.context.cards).toBe(previous?.context.cards);
    }
    if (where === 'redirecting') {
      expect(s.status).toBe('done');
      if (step.event.type === 'xstate.done.actor.startSetup') expect(redirects.at(-1)).toBe(providerPage);
    }
  },
});
