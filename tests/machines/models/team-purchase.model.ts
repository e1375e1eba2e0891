import { expect } from 'vitest';
import type { PaymentMethod } from '../../../contract/payments';
import type { Campaign, Commitment } from '../../../contract/team-purchase';
import {
  campaignOf,
  commitmentOf,
  quantityProblem,
  teamPurchaseMachine,
  type HandOver,
  type TeamPurchaseData,
  type TeamPurchaseInput,
  type TeamPurchaseSnapshot,
} from '../../../machines/team-purchase.machine';
import { machineModel } from '../support/model';

export const palta: Campaign = {
  id: 1,
  title: 'Lote de palta Hass: 300 kg para la semana',
  product: {
    id: 11,
    default_code: 'FR-001',
    name: 'Palta Hass',
    category: { id: 1, name: 'Frutas y verduras', slug: 'frutas-y-verduras' },
    uom: 'kg',
    pack_size: 'Caja 10 kg',
    quantity_rule: { step: 10, min: 10 },
    list_price: 3990,
    cxti_price: 3690,
    stock_state: 'in_stock',
    description: 'Palta Hass calibre primera.',
    image_url: 'data:image/svg+xml,%3Csvg%2F%3E',
  },
  group_price: 3270,
  saving_percent: 18,
  target_qty: 300,
  max_qty: 360,
  min_per_company: 5,
  max_per_company: 80,
  committed_qty: 265.5,
  companies: 4,
  deadline: '2026-03-05T23:00:00.000Z',
  delivery_date: '2026-03-09',
  state: 'open',
  outcome: null,
};
export const rice: Campaign = { ...palta, id: 3, title: 'Lote de arroz grado 1', state: 'closed', outcome: 'filled', committed_qty: 205 };

export const credit: PaymentMethod = { id: 2, code: 'credit', name: 'Crédito 30 días', credit: { days: 30, limit: 5_000_000, available: 2_000_000 } };
export const visa: PaymentMethod = { id: 1003, code: 'saved_card', name: 'Visa •••• 4242', card: { state: 'ok', is_primary: true } };
const expired: PaymentMethod = { id: 1004, code: 'saved_card', name: 'Visa •••• 0002', card: { state: 'expired', is_primary: false } };
const newCard: PaymentMethod = { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' };

export const commitment: Commitment = {
  campaign_id: palta.id,
  quantity: 12,
  state: 'active',
  payment_method_id: credit.id,
  payment_method_code: 'credit',
  amount_total: 46_694,
  order: null,
  message: null,
  updated_at: '2026-03-02T15:00:00.000Z',
};

const committedData: TeamPurchaseData = { campaigns: [palta, rice], commitments: [commitment], methods: [newCard, credit, visa, expired] };
export const freshData: TeamPurchaseData = { campaigns: [palta, rice], commitments: [], methods: [newCard, visa, expired, credit] };
const visitorData: TeamPurchaseData = { campaigns: [palta, rice], commitments: [], methods: [] };

export const batchFull = { status: 409, code: 'batch_full', message: 'El lote solo admite 8 kg más. Ajusta tu cantidad.' };
export const campaignClosed = { status: 409, code: 'campaign_closed', message: 'Esta compra en equipo ya cerró: no admite cambios.' };
export const offline = new TypeError('Failed to fetch');

const input = (entry: TeamPurchaseInput['entry'], campaignId: number | null, signedIn = true): TeamPurchaseInput => ({
  entry,
  campaignId,
  signedIn,
  canCommit: signedIn,
});

const at = (s: TeamPurchaseSnapshot) => (typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${v as string}`)[0]!);

/** Hand-overs to the other page, as they happen; each step's invariants take the ones it made. */
const handOvers: HandOver[] = [];
const machine = teamPurchaseMachine.provide({ actions: { handOver: (_, params) => void handOvers.push(params) } });

/** Whether the step entered `state` from outside it. */
const entered = (state: string, where: string, previous: TeamPurchaseSnapshot | undefined) =>
  where.startsWith(state) && !(previous && at(previous).startsWith(state));

export const model = machineModel({
  name: 'team-purchase',
  machine,
  inputs: [input('browse', null, false), input('commit', palta.id), input('confirmed', palta.id), input('commit', rice.id), input('commit', 99)],
  events: [
    { type: 'tp.retry' },
    { type: 'tp.setQuantity', quantity: 20 },
    { type: 'tp.setQuantity', quantity: 2 },
    { type: 'tp.setMethod', paymentMethodId: visa.id },
    { type: 'tp.submit' },
    { type: 'tp.change' },
    { type: 'tp.cancelChange' },
    { type: 'tp.withdraw' },
    { type: 'tp.confirmWithdraw' },
    { type: 'tp.keep' },
    { type: 'tp.commitAgain' },
    { type: 'xstate.done.actor.load', output: committedData },
    { type: 'xstate.done.actor.load', output: freshData },
    { type: 'xstate.done.actor.load', output: visitorData },
    { type: 'xstate.error.actor.load', error: offline },
    { type: 'xstate.done.actor.refresh', output: visitorData },
    { type: 'xstate.error.actor.refresh', error: offline },
    { type: 'xstate.done.actor.commit', output: { campaign: { ...palta, committed_qty: 285.5, companies: 5 }, commitment: { ...commitment, quantity: 20 } } },
    { type: 'xstate.error.actor.commit', error: batchFull },
    { type: 'xstate.error.actor.commit', error: campaignClosed },
    { type: 'xstate.done.actor.withdraw', output: { ...palta, committed_qty: 253.5, companies: 3 } },
    { type: 'xstate.error.actor.withdraw', error: offline },
    { type: 'xstate.error.actor.withdraw', error: campaignClosed },
  ],
  abstractContext: (context) => [
    context.entry,
    context.campaignId,
    context.campaigns.length,
    commitmentOf(context, context.campaignId)?.state ?? null,
    context.methods.length,
    context.draft,
    context.failure?.code ?? null,
    context.refusal?.code ?? null,
    Math.min(context.pollFailures, 2),
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as TeamPurchaseSnapshot;
    const where = at(s);
    expect(s.hasTag('error')).toBe(['failed', 'missing', 'committing.refused', 'confirmed.failedWithdrawal'].includes(where));
    expect(s.context.failure !== null).toBe(where === 'failed');
    expect(s.context.refusal !== null).toBe(['committing.refused', 'confirmed.failedWithdrawal'].includes(where));
    expect(s.hasTag('busy')).toBe(['loading', 'committing.securing', 'confirmed.withdrawing', 'handingOver'].includes(where));
    const campaign = campaignOf(s.context);
    // The list is the only screen without a campaign of its own; every other one shows an existing one.
    if (where.startsWith('browsing')) expect(s.context.entry).toBe('browse');
    if (where === 'missing') expect(campaign).toBeNull();
    if (where === 'closed') expect(campaign?.state).toBe('closed');
    if (where.startsWith('committing') || where.startsWith('confirmed') || where === 'withdrawn') expect(campaign?.state).toBe('open');
    // A confirmation shows a commitment that stands; after a withdrawal there is none.
    if (where.startsWith('confirmed')) expect(commitmentOf(s.context, s.context.campaignId)?.state).toBe('active');
    if (where === 'withdrawn') expect(commitmentOf(s.context, s.context.campaignId)).toBeNull();
    // Nothing invalid goes to the gateway, and never a card that cannot be held.
    if (where === 'committing.securing') {
      expect(quantityProblem(campaign!, s.context.draft.quantity)).toBeNull();
      expect([credit.id, visa.id]).toContain(s.context.draft.paymentMethodId);
    }
    if (step.event.type === 'xstate.error.actor.commit' && (step.event as { error?: unknown }).error === batchFull) {
      expect(s.context.refusal).toEqual({ code: batchFull.code, message: batchFull.message });
      // The buyer's quantity stays as typed, to be lowered.
      expect(s.context.draft).toEqual((step.previous as TeamPurchaseSnapshot).context.draft);
    }
    // The batch cart shows a commitment being made and the confirmation one that stands: neither page ever
    // rests in the other's state, and reaching it sends the buyer to its own page, once.
    if (where.startsWith('committing')) expect(s.context.entry).not.toBe('confirmed');
    if (where.startsWith('confirmed')) expect(s.context.entry).not.toBe('commit');
    const previous = step.previous as TeamPurchaseSnapshot | undefined;
    const expected: HandOver[] = [];
    if (entered('handingOver', where, previous)) expected.push({ page: s.context.entry === 'confirmed' ? 'commit' : 'confirmed', campaignId: s.context.campaignId! });
    expect(handOvers.splice(0)).toEqual(expected);
    if (step.event.type === 'xstate.error.actor.refresh') expect(s.context.pollFailures).toBe((step.previous as TeamPurchaseSnapshot).context.pollFailures + 1);
    if (step.event.type === 'xstate.done.actor.refresh') expect(s.context.pollFailures).toBe(0);
  },
});
