import { expect } from 'vitest';
import type { CompanyData, CompanyMember } from '../../../contract/company';
import type { CompanyLimits, SpendingRule } from '../../../contract/spending-limits';
import { companyMachine, type CompanySnapshot, type MemberChange } from '../../../machines/company.machine';
import { machineModel, type ActorAnswer, type ModelEvent } from '../support/model';

export const company: CompanyData = {
  id: 7,
  rut: '76.543.210-3',
  razon_social: 'Comercial Los Aromos SpA',
  giro: 'Restaurante',
  phone: '+56 2 2345 6789',
  invoice_email: 'facturas@losaromos.cl',
  billing_address: { id: 1, name: 'Comercial Los Aromos SpA', street: 'Av. Apoquindo 4500, oficina 1201', comuna: 'Las Condes' },
  rut_locked: true,
};
export const admin: CompanyMember = {
  kind: 'user',
  id: 1,
  name: 'Camila Rojas',
  email: 'demo@despensa.cl',
  role: 'admin',
  state: 'activo',
  last_sign_in: '2026-11-24T12:30:00.000Z',
  expires_at: null,
};
export const chef: CompanyMember = { ...admin, id: 2, name: 'Diego Soto', email: 'comprador@despensa.cl', role: 'comprador', last_sign_in: null };
export const accountant: CompanyMember = { ...admin, id: 3, name: 'Paula Vera', email: 'finanzas@despensa.cl', role: 'finanzas', state: 'desactivado' };
export const invited: CompanyMember = {
  kind: 'invitation',
  id: 2,
  name: null,
  email: 'cocina@losaromos.cl',
  role: 'comprador',
  state: 'invitado',
  last_sign_in: null,
  expires_at: '2026-12-01T12:00:00.000Z',
};
export const members: readonly CompanyMember[] = [admin, chef, accountant, invited];
export const newcomer: CompanyMember = { ...invited, id: 5, email: 'contabilidad@losaromos.cl', role: 'finanzas' };

/** The company's rule; the admin's orders never wait, Diego's follow it, and Paula, deactivated, is not listed. */
const companyRule: SpendingRule = { per_order: 300_000, per_period: 1_500_000, period: 'month' };
const november = { period_start: '2026-11-01', period_end: '2026-11-30' };
export const limits: CompanyLimits = {
  company: companyRule,
  members: [
    { user_id: admin.id, applies: false, rule: companyRule, own_rule: false, spent: 95_000, ...november },
    { user_id: chef.id, applies: true, rule: companyRule, own_rule: false, spent: 420_000, ...november },
  ],
};
/** What the gateway answers once Diego has a weekly limit of his own. */
export const chefOwnRule: SpendingRule = { per_order: 500_000, per_period: null, period: 'week' };
export const limitsSaved: CompanyLimits = {
  company: companyRule,
  members: [
    limits.members[0]!,
    { user_id: chef.id, applies: true, rule: chefOwnRule, own_rule: true, spent: 120_000, period_start: '2026-11-23', period_end: '2026-11-29' },
  ],
};

export const lastAdmin = {
  status: 409,
  code: 'last_admin',
  message: 'La empresa necesita al menos una persona administradora activa.',
};
export const forbidden = { status: 403, code: 'forbidden', message: 'Solo la persona administradora de la empresa puede hacer esto.' };
export const offline = new TypeError('Failed to fetch');

/** What the gateway answers to a change: the row as it now is, or nothing for a cancelled invitation. */
export function changedMember({ change, member }: { change: MemberChange; member: CompanyMember }): CompanyMember | null {
  switch (change.kind) {
    case 'role':
      return { ...member, role: change.role };
    case 'deactivate':
      return { ...member, state: 'desactivado' };
    case 'reactivate':
      return { ...member, state: 'activo' };
    case 'resend':
      return { ...member, expires_at: '2026-12-02T12:00:00.000Z' };
    case 'cancel':
      return null;
  }
}

const changedAs = (pending: CompanySnapshot['context']['pending']): ActorAnswer[] =>
  pending ? [{ type: 'xstate.done.actor.changeMember', output: changedMember(pending) }] : [];

const machine = companyMachine;

/** Where the page's region is: 'loading', 'failed' or 'ready.<state>'. */
const at = (s: CompanySnapshot) => (typeof s.value.page === 'string' ? s.value.page : `ready.${s.value.page.ready}`);

export const model = machineModel({
  name: 'company',
  machine,
  inputs: [undefined],
  events: (snapshot): ModelEvent<typeof machine>[] => {
    const settling: ModelEvent<typeof machine>[] = [
      { type: 'company.retry' },
      { type: 'xstate.done.actor.loadCompany', output: { company, members } },
      { type: 'xstate.error.actor.loadCompany', error: forbidden },
      { type: 'xstate.error.actor.loadCompany', error: offline },
      ...changedAs(snapshot.context.pending),
      { type: 'xstate.error.actor.changeMember', error: lastAdmin },
      { type: 'xstate.done.actor.loadLimits', output: limits },
      { type: 'xstate.error.actor.loadLimits', error: offline },
    ];
    // While the limits are read or failed, the paths only settle what is pending: the page's changes go
    // the same way whatever the limits' region does, and walking both would multiply the graph.
    if (!snapshot.matches({ limits: 'shown' })) return settling;
    return [
      ...settling,
      { type: 'member.change', change: { kind: 'role', id: admin.id, role: 'finanzas' } },
      { type: 'member.change', change: { kind: 'role', id: chef.id, role: 'comprador' } },
      { type: 'member.change', change: { kind: 'role', id: chef.id, role: 'admin' } },
      { type: 'member.change', change: { kind: 'deactivate', id: chef.id } },
      { type: 'member.change', change: { kind: 'reactivate', id: accountant.id } },
      { type: 'member.change', change: { kind: 'resend', id: invited.id } },
      { type: 'member.change', change: { kind: 'cancel', id: invited.id } },
      { type: 'member.change', change: { kind: 'deactivate', id: 99 } },
      { type: 'change.confirm' },
      { type: 'change.cancel' },
      { type: 'company.saved', company: { ...company, giro: 'Restaurante y banquetería' } },
      // The gateway gives every invitation a new id: the model sends the one newcomer at most once.
      ...(snapshot.context.members.some((m) => m.id === newcomer.id && m.kind === 'invitation') ? [] : [{ type: 'member.invited' as const, member: newcomer }]),
      { type: 'notice.dismiss' },
      // The limits dialog opens over a page that is not busy.
      ...(snapshot.matches({ page: { ready: 'idle' } }) || snapshot.matches({ page: { ready: 'refused' } }) ? [{ type: 'limits.saved' as const, limits: limitsSaved }] : []),
    ];
  },
  // The notice decides nothing; kept here, it would multiply the graph by the limits' region.
  abstractContext: (context) => [
    context.company?.giro ?? null,
    context.members.map((m) => `${m.kind}${m.id}${m.role}${m.state}`).join(),
    context.failure?.code ?? null,
    context.pending?.change ?? null,
    context.refusal?.code ?? null,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as CompanySnapshot;
    const where = at(s);
    expect(s.hasTag('error')).toBe(s.context.failure !== null || s.context.refusal !== null || s.context.limitsFailure !== null);
    expect(s.context.failure !== null).toBe(where === 'failed');
    expect(s.context.refusal !== null).toBe(where === 'ready.refused');
    expect(s.hasTag('busy')).toBe(['loading', 'ready.changing'].includes(where));
    // The change is known, with the row it is about, exactly while it is confirmed or sent.
    expect(s.context.pending !== null).toBe(['ready.confirming', 'ready.changing'].includes(where));
    if (s.context.pending) {
      expect(s.context.members).toContain(s.context.pending.member);
      expect(s.context.pending.member.id).toBe(s.context.pending.change.id);
    }
    // Only what ends sessions or undoes an invitation is confirmed first.
    if (where === 'ready.confirming') expect(['role', 'deactivate', 'cancel']).toContain(s.context.pending?.change.kind);
    // The company never loses its last active admin through the page.
    if (s.context.company) expect(s.context.members.some((m) => m.kind === 'user' && m.role === 'admin' && m.state === 'activo')).toBe(true);
    if (where.startsWith('ready')) expect(s.context.company).not.toBeNull();
    // Rows are unique by kind and id.
    expect(new Set(s.context.members.map((m) => `${m.kind}:${m.id}`)).size).toBe(s.context.members.length);

    const previous = step.previous as CompanySnapshot | undefined;
    const error = (step.event as { error?: unknown }).error;
    if (error === lastAdmin || error === forbidden) {
      const refused = error as typeof forbidden;
      expect(s.context.refusal ?? s.context.failure).toEqual({ code: refused.code, message: refused.message });
      if (where === 'ready.refused') expect(s.context.members).toBe(previous?.context.members);
    }
    if (error === offline && step.event.type === 'xstate.error.actor.loadCompany') expect(s.context.failure).toEqual({ code: 'unknown' });
    if (step.event.type === 'xstate.done.actor.changeMember') {
      const change = previous?.context.pending?.change;
      expect(s.context.notice).toBe(change?.kind);
      // A cancelled invitation leaves the list; any other change replaces its row in place.
      const output = (step.event as unknown as { output: CompanyMember | null }).output;
      expect(s.context.members.length).toBe((previous?.context.members.length ?? 0) - (output === null ? 1 : 0));
    }
    if (step.event.type === 'member.change' && previous && at(previous) !== where) expect(s.context.notice).toBeNull();

    // The limits: their failure only while their region failed; shown only once read.
    expect(s.context.limitsFailure !== null).toBe(s.matches({ limits: 'failed' }));
    if (s.matches({ limits: 'shown' })) expect(s.context.limits).not.toBeNull();
    if (step.event.type === 'xstate.error.actor.loadLimits') expect(s.context.limitsFailure).toEqual({ code: 'unknown' });
    if (step.event.type === 'xstate.done.actor.loadLimits') expect(s.context.limits).toBe(limits);
    if (step.event.type === 'limits.saved') {
      expect(s.context.limits).toBe(limitsSaved);
      if (where.startsWith('ready')) expect(s.context.notice).toBe('limits');
    }
    // A user's role or activity changed: the limits are read again, whatever their region was doing; an invitation's change leaves them be.
    if (step.event.type === 'xstate.done.actor.changeMember') {
      const change = previous?.context.pending?.change;
      const userChanged = change !== undefined && change.kind !== 'resend' && change.kind !== 'cancel';
      expect(s.value.limits).toBe(userChanged ? 'loading' : previous?.value.limits);
    }
  },
});
