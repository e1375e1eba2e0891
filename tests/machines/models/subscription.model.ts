import type { ClubChargeStatus, ClubOverview } from '../../../contract/club';
import { expect } from 'vitest';
import { subscriptionMachine, type SubscriptionSnapshot } from '../../../machines/subscription.machine';
import { machineModel } from '../support/model';

const plans: ClubOverview['plans'] = [
  { id: 2, code: 'monthly', name: 'Club CXTI Mensual', months: 1, price: 11_990, benefits: [{ code: 'club_price', text: 'Precio Club CXTI en dos tercios del catálogo' }], saving: null },
  {
    id: 1,
    code: 'annual',
    name: 'Club CXTI Anual',
    months: 12,
    price: 119_990,
    benefits: [
      { code: 'club_price', text: 'Precio Club CXTI en dos tercios del catálogo' },
      { code: 'two_months_free', text: 'Dos meses de regalo frente al plan mensual' },
    ],
    saving: 23_890,
  },
];
const savings = { from: '2026-08-28', to: '2026-11-25', amount: 48_320 };
const details = {
  plan_id: 1,
  started_on: '2026-04-10',
  next_renewal: { date: '2027-04-10', amount: 119_990, plan_id: 1 },
  card_id: 3,
  saved_since_joining: 96_410,
  grace_until: null,
};

export const notMember: ClubOverview = { plans, membership: { active: false, member_until: null, details: null }, savings };
export const active: ClubOverview = { plans, membership: { active: true, member_until: '2027-04-09', details: { ...details, state: 'active' } }, savings };
export const cancelled: ClubOverview = {
  plans,
  membership: { active: true, member_until: '2027-04-09', details: { ...details, state: 'cancelling', next_renewal: null } },
  savings,
};
export const grace: ClubOverview = {
  plans,
  membership: {
    active: true,
    member_until: '2027-04-17',
    details: { ...details, state: 'grace', next_renewal: { date: '2027-04-11', amount: 119_990, plan_id: 1 }, grace_until: '2027-04-17' },
  },
  savings,
};
export const lapsed: ClubOverview = {
  plans,
  membership: { active: false, member_until: '2027-04-09', details: { ...details, state: 'lapsed', next_renewal: null } },
  savings,
};

export const chargeId = '5d6f1f8e-3a1c-4c2b-9f0e-7a8b9c0d1e2f';
export const approved: ClubChargeStatus = { charge_id: chargeId, plan_id: 1, status: 'approved' };
export const declined: ClubChargeStatus = { charge_id: chargeId, plan_id: 1, status: 'rejected', reason: 'Fondos insuficientes.' };
export const providerPage = 'http://localhost:3000/api/sandbox/checkout/sbx_0123456789abcdef0123456789abcdef';
export const notMemberRefusal = { status: 409, code: 'not_member', message: 'Tu empresa no tiene una membresía vigente del Club CXTI.' };
export const noProvider = { status: 503, code: 'payments_unavailable', message: 'El pago con tarjeta no está disponible en este momento. Intenta de nuevo más tarde.' };
export const offline = new TypeError('Failed to fetch');

/** Effects recorded as they happen. */
const performed: string[] = [];
const machine = subscriptionMachine.provide({
  actions: {
    redirectToProvider: (_, { url }) => void performed.push(`redirect ${url}`),
    announceMembership: () => void performed.push('announce'),
  },
});

const at = (s: SubscriptionSnapshot) => (typeof s.value === 'string' ? s.value : `ready.${s.value.ready}`);
const membershipState = (s: SubscriptionSnapshot) => s.context.overview?.membership.details?.state ?? null;

export const model = machineModel({
  name: 'subscription',
  machine,
  inputs: [{ returningCharge: null }, { returningCharge: chargeId }],
  events: [
    { type: 'club.retry' },
    { type: 'club.choose', planId: 1 },
    { type: 'club.choose', planId: 99 },
    { type: 'club.back' },
    { type: 'club.pay', paymentMethodId: 1 },
    { type: 'club.cancel' },
    { type: 'club.confirmCancel' },
    { type: 'club.keep' },
    { type: 'club.resume' },
    { type: 'club.change', change: { next_plan_id: 2 } },
    { type: 'club.dismiss' },
    { type: 'club.dismissOutcome' },
    { type: 'xstate.done.actor.checkCharge', output: approved },
    { type: 'xstate.done.actor.checkCharge', output: declined },
    { type: 'xstate.error.actor.checkCharge', error: offline },
    { type: 'xstate.done.actor.fetchOverview', output: notMember },
    { type: 'xstate.done.actor.fetchOverview', output: active },
    { type: 'xstate.done.actor.fetchOverview', output: cancelled },
    { type: 'xstate.done.actor.fetchOverview', output: grace },
    { type: 'xstate.done.actor.fetchOverview', output: lapsed },
    { type: 'xstate.error.actor.fetchOverview', error: offline },
    { type: 'xstate.done.actor.join', output: { charge_id: chargeId, redirect_url: providerPage } },
    { type: 'xstate.error.actor.join', error: noProvider },
    { type: 'xstate.done.actor.cancel', output: cancelled },
    { type: 'xstate.error.actor.cancel', error: notMemberRefusal },
    { type: 'xstate.done.actor.resume', output: active },
    { type: 'xstate.error.actor.resume', error: notMemberRefusal },
    { type: 'xstate.done.actor.change', output: active },
    { type: 'xstate.error.actor.change', error: notMemberRefusal },
  ],
  abstractContext: (context) => [
    context.returningCharge !== null,
    context.overview?.membership.details?.state ?? (context.overview ? 'none' : null),
    context.failure?.code ?? null,
    context.refusal?.code ?? null,
    context.planId,
    context.outcome?.status ?? null,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as SubscriptionSnapshot;
    const where = at(s);
    const previous = step.previous as SubscriptionSnapshot | undefined;
    expect(s.context.failure !== null).toBe(['failed', 'verifyFailed'].includes(where));
    expect(s.hasTag('error')).toBe(s.context.failure !== null);
    expect(s.hasTag('busy')).toBe(['verifying', 'loading', 'ready.paying', 'ready.cancelling', 'ready.resuming', 'ready.changing', 'redirecting'].includes(where));
    // The return from the provider is checked first, and only once.
    expect(s.context.returningCharge !== null).toBe(['verifying', 'verifyFailed'].includes(where));
    // A plan is being joined exactly from choosing it until the browser leaves.
    expect(s.context.planId !== null).toBe(['ready.choosing', 'ready.paying', 'redirecting'].includes(where));
    if (s.context.planId !== null) expect(s.context.planId).toBe(1);
    // Each page matches the membership the gateway answered.
    const expected: Record<string, (string | null)[]> = {
      'ready.active': ['active'],
      'ready.confirmingCancel': ['active'],
      'ready.cancelledUntilEnd': ['cancelling'],
      'ready.grace': ['grace'],
      'ready.lapsed': ['lapsed'],
      'ready.notMember': [null],
    };
    if (expected[where]) expect(expected[where]).toContain(membershipState(s));

    const error = (step.event as { error?: unknown }).error;
    if (error === noProvider || error === notMemberRefusal) {
      const refusal = error as typeof noProvider;
      expect(s.context.refusal).toEqual({ code: refusal.code, message: refusal.message });
      // A refused change leaves the membership as it was shown.
      expect(s.context.overview).toBe(previous?.context.overview);
    }
    if (error === offline) expect(s.context.failure).toEqual({ code: 'unknown' });
    if (step.event.type === 'xstate.done.actor.checkCharge') {
      const output = (step.event as unknown as { output: ClubChargeStatus }).output;
      expect(s.context.outcome).toBe(output);
      // Only an approved payment makes the session read the profile again, in every tab.
      expect(performed.at(-1) === 'announce').toBe(output.status === 'approved');
      // A mark after each check, so the next check's announcement is its own.
      performed.push('checked');
    }
    if (where === 'redirecting') {
      expect(s.status).toBe('done');
      if (step.event.type === 'xstate.done.actor.join') expect(performed.at(-1)).toBe(`redirect ${providerPage}`);
    }
  },
});
