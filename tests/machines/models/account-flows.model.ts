import type { RegisterRequest } from '../../../contract/auth';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { accountFlowsMachine, resendCooldownSeconds } from '../../../machines/account-flows.machine';
import type { AccountFlowsContext } from '../../../machines/account-flows.types';
import type { AccessToken } from '../../../machines/session.machine';
import { machineModel, type ActorAnswer } from '../support/model';

export const details: RegisterRequest = {
  rut: '76.543.210-3',
  razon_social: 'Comercial Los Aromos SpA',
  giro: 'Restaurante',
  contact_name: 'Camila Soto',
  email: 'compras@losaromos.cl',
  phone: '+56912345678',
  password: 'olivos-y-aromos-2025',
};
export const token: AccessToken = { value: 'h.p.s', exp: 1_800_000_900 };
export const linkToken = 'verify-link-token-0123456789';
export const resetLinkToken = 'reset-link-token-0123456789';

const invalidCode = { code: 'invalid_code', message: 'El código no es correcto o venció. Revísalo o pide uno nuevo.' };
const rutTaken = {
  code: 'rut_taken',
  message: 'Ya existe una cuenta para una empresa con ese RUT.',
  fields: { rut: ['Ya existe una cuenta para una empresa con ese RUT.'] },
};
const commonPassword = {
  code: 'invalid_request',
  message: 'Revisa los datos enviados.',
  fields: { password: ['Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'] },
};
const tooSoon = { code: 'resend_too_soon', message: 'Ya te enviamos un código hace poco. Espera 42 segundos antes de pedir otro.' };
const offline = { code: 'network', message: 'Something went wrong' };

/** Effects as they happen; each step checks those that appeared since the previous one. */
const performed: string[] = [];
let seen = 0;

const machine = accountFlowsMachine.provide({
  actions: {
    startSession: (_, t) => void performed.push(`startSession:${t.value}`),
    showPage: (_, page) => void performed.push(`showPage:${page}`),
  },
});

const done = (id: string, output?: unknown): ActorAnswer => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ActorAnswer => ({ type: `xstate.error.actor.${id}`, error });

function expectedEffects(eventType: string): string[] {
  switch (eventType) {
    case 'xstate.done.actor.register':
      return ['showPage:verification'];
    case 'xstate.done.actor.verifyCode':
    case 'xstate.done.actor.verifyLink':
      return [`startSession:${token.value}`, 'showPage:dashboard'];
    case 'xstate.done.actor.requestReset':
      return ['showPage:resetSent'];
    default:
      return [];
  }
}

const formFailed = ['registering.failed', 'verifying.code.failed', 'requestingReset.failed', 'confirmingReset.failed'];
const calling = [
  'registering.submitting',
  'verifying.code.submitting',
  'verifying.resend.resending',
  'verifyingLink',
  'requestingReset.sending',
  'confirmingReset.saving',
];
/** `verifying.code.failed` as the state value `{ verifying: { code: 'failed' } }`. */
function stateValue(path: string): object | string {
  const [leaf = '', ...parents] = path.split('.').reverse();
  return parents.reduce<object | string>((inner, key) => ({ [key]: inner }), leaf);
}
const inAny = (snapshot: AnyMachineSnapshot, paths: string[]) => paths.some((path) => snapshot.matches(stateValue(path)));

export const model = machineModel({
  name: 'account-flows',
  machine,
  inputs: [undefined],
  events: [
    { type: 'registration.open' },
    { type: 'registration.submit', details },
    { type: 'verification.open', email: null, token: null },
    { type: 'verification.open', email: 'otra@losaromos.cl', token: null },
    { type: 'verification.open', email: null, token: linkToken },
    { type: 'verification.submit', email: details.email, code: '123456' },
    { type: 'verification.resend', email: details.email },
    { type: 'reset.open' },
    { type: 'reset.submit', email: details.email },
    { type: 'resetConfirm.open', token: resetLinkToken },
    { type: 'resetConfirm.open', token: null },
    { type: 'resetConfirm.submit', password: 'aromos-nuevos-2026', email: details.email, code: '654321' },
    done('register'),
    failed('register', rutTaken),
    done('verifyCode', token),
    failed('verifyCode', invalidCode),
    done('verifyLink', token),
    failed('verifyLink', invalidCode),
    done('resendCode'),
    failed('resendCode', tooSoon),
    failed('resendCode', offline),
    done('requestReset'),
    failed('requestReset', new TypeError('Failed to fetch')),
    done('confirmReset'),
    failed('confirmReset', commonPassword),
  ],
  // Whether a countdown runs and which link was used decide what may happen next; the seconds do not.
  abstractContext: (context) => ({ coolingDown: context.resendSecondsLeft > 0, link: context.linkToken }),
  invariants(snapshot, { event }) {
    const context = snapshot.context as AccountFlowsContext;
    const effects = performed.slice(seen);
    seen = performed.length;

    // The session gets a token only from a verified address, and each success opens its next page.
    expect(effects).toEqual(expectedEffects(event.type));

    // A refusal is on screen exactly while its failed state holds; nothing else is tagged error or busy.
    expect(context.failure !== null).toBe(inAny(snapshot, formFailed));
    expect(context.resendFailure !== null).toBe(snapshot.matches({ verifying: { resend: 'failed' } }));
    expect(snapshot.hasTag('error')).toBe(context.failure !== null || context.resendFailure !== null);
    expect(snapshot.hasTag('busy')).toBe(inAny(snapshot, calling));

    // A new code is only asked for once the countdown is over.
    expect(context.resendSecondsLeft).toBeGreaterThanOrEqual(0);
    expect(context.resendSecondsLeft).toBeLessThanOrEqual(resendCooldownSeconds);
    if (snapshot.matches({ verifying: { resend: 'available' } })) expect(context.resendSecondsLeft).toBe(0);
    if (snapshot.matches({ verifying: { resend: 'coolingDown' } })) expect(context.resendSecondsLeft).toBeGreaterThan(0);

    // The password is sent, never kept.
    expect(JSON.stringify(context)).not.toContain(details.password);
    if (snapshot.matches('verifyingLink')) expect(context.linkToken).toBe(linkToken);
  },
});
