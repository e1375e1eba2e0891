import type { RegisterRequest } from '../../contract/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { accountFlowsMachine, resendCooldownSeconds } from '../../machines/account-flows.machine';
import type { ResetConfirmation, VerificationProof } from '../../machines/account-flows.types';
import type { AccessToken } from '../../machines/session.machine';
import { emailCodeRules } from '../../contract/auth';
import { details, linkToken, resetLinkToken, token } from './models/account-flows.model';

interface Fakes {
  register?: (details: RegisterRequest) => Promise<void>;
  verifyEmail?: (proof: VerificationProof) => Promise<AccessToken>;
  resendCode?: (input: { email: string }) => Promise<void>;
  requestReset?: (input: { email: string }) => Promise<void>;
  confirmReset?: (input: ResetConfirmation) => Promise<void>;
}

const refusal = (code: string, message: string, fields?: Record<string, string[]>) => ({ code, message, ...(fields ? { fields } : {}) });
const invalidCode = refusal('invalid_code', 'El código no es correcto o venció. Revísalo o pide uno nuevo.');

function start(fakes: Fakes = {}) {
  const calls = {
    register: vi.fn(fakes.register ?? (async () => {})),
    verifyEmail: vi.fn(fakes.verifyEmail ?? (async () => token)),
    resendCode: vi.fn(fakes.resendCode ?? (async () => {})),
    requestReset: vi.fn(fakes.requestReset ?? (async () => {})),
    confirmReset: vi.fn(fakes.confirmReset ?? (async () => {})),
  };
  const startSession = vi.fn<(token: AccessToken) => void>();
  const showPage = vi.fn<(page: string) => void>();
  const machine = accountFlowsMachine.provide({
    actors: {
      register: fromPromise<void, RegisterRequest>(({ input }) => calls.register(input)),
      verifyEmail: fromPromise<AccessToken, VerificationProof>(({ input }) => calls.verifyEmail(input)),
      resendCode: fromPromise<void, { email: string }>(({ input }) => calls.resendCode(input)),
      requestReset: fromPromise<void, { email: string }>(({ input }) => calls.requestReset(input)),
      confirmReset: fromPromise<void, ResetConfirmation>(({ input }) => calls.confirmReset(input)),
    },
    actions: {
      startSession: (_, t) => startSession(t),
      showPage: (_, page) => showPage(page),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, startSession, showPage };
}

const settled = (actor: AnyActorRef) => waitFor(actor, (s) => !s.hasTag('busy'));

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('account flows: registration', () => {
  it('creates the account, opens the verification step for the address and starts the 60 s countdown', async () => {
    const { actor, calls, showPage } = start();
    actor.send({ type: 'registration.open' });
    actor.send({ type: 'registration.submit', details });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    expect(calls.register).toHaveBeenCalledWith(details);
    expect(showPage).toHaveBeenCalledWith('verification');
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ verifying: { code: 'entering', resend: 'coolingDown' } })).toBe(true);
    expect(snapshot.context.email).toBe('compras@losaromos.cl');
    expect(snapshot.context.resendSecondsLeft).toBe(60);
    expect(snapshot.can({ type: 'verification.resend', email: details.email })).toBe(false);
  });

  it('keeps the gateway’s field messages and the typed values, but never the password', async () => {
    const rutTaken = refusal('rut_taken', 'Ya existe una cuenta para una empresa con ese RUT.', {
      rut: ['Ya existe una cuenta para una empresa con ese RUT.'],
    });
    const { actor, showPage } = start({ register: () => Promise.reject(rutTaken) });
    actor.send({ type: 'registration.open' });
    actor.send({ type: 'registration.submit', details });
    await settled(actor);

    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ registering: 'failed' })).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toEqual({ ...rutTaken, fields: rutTaken.fields });
    expect(snapshot.context.draft).toEqual({ ...details, password: undefined });
    expect(snapshot.context.draft).not.toHaveProperty('password');
    expect(showPage).not.toHaveBeenCalled();

    actor.send({ type: 'registration.submit', details: { ...details, rut: '11.111.111-1' } });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.draft?.rut).toBe('11.111.111-1');
  });

  it('keeps no words of its own when the call fails without a gateway answer: the form says something went wrong', async () => {
    const { actor } = start({ register: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'registration.open' });
    actor.send({ type: 'registration.submit', details });
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'unknown' });
  });
});

describe('account flows: verification', () => {
  async function registered(fakes: Fakes = {}) {
    const flow = start(fakes);
    flow.actor.send({ type: 'registration.open' });
    flow.actor.send({ type: 'registration.submit', details });
    await settled(flow.actor);
    return flow;
  }

  it('verifies the typed code and hands the new access token to the session', async () => {
    const { actor, calls, startSession, showPage } = await registered();
    actor.send({ type: 'verification.submit', email: details.email, code: '123456' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(calls.verifyEmail).toHaveBeenCalledWith({ email: details.email, code: '123456' });
    expect(startSession).toHaveBeenCalledWith(token);
    expect(showPage).toHaveBeenLastCalledWith('dashboard');
  });

  it('shows a wrong code’s message and lets the buyer try again', async () => {
    const verifyEmail = vi.fn<(proof: VerificationProof) => Promise<AccessToken>>().mockRejectedValueOnce(invalidCode).mockResolvedValue(token);
    const { actor, startSession } = await registered({ verifyEmail });
    actor.send({ type: 'verification.submit', email: details.email, code: '000000' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.failure?.message).toBe(invalidCode.message);
    expect(startSession).not.toHaveBeenCalled();

    actor.send({ type: 'verification.submit', email: details.email, code: '123456' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('verified'));
    expect(startSession).toHaveBeenCalledWith(token);
  });

  it('counts down a second at a time and allows a new code only after 60 s', async () => {
    const { actor, calls } = await registered();
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(1);
    actor.send({ type: 'verification.resend', email: details.email });
    expect(calls.resendCode).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().matches({ verifying: { resend: 'available' } })).toBe(true);
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(0);
    actor.send({ type: 'verification.resend', email: details.email });
    await waitFor(actor, (s) => s.context.resendNotice === 'sent');
    expect(calls.resendCode).toHaveBeenCalledWith({ email: details.email });
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(60);
    expect(actor.getSnapshot().matches({ verifying: { resend: 'coolingDown' } })).toBe(true);
  });

  it('waits a full minute when the gateway says a code went out moments ago', async () => {
    const { actor } = start({ resendCode: () => Promise.reject(refusal('resend_too_soon', 'Espera 42 segundos.')) });
    actor.send({ type: 'verification.open', email: details.email, token: null });
    expect(actor.getSnapshot().matches({ verifying: { resend: 'available' } })).toBe(true);
    actor.send({ type: 'verification.resend', email: details.email });
    await waitFor(actor, (s) => s.matches({ verifying: { resend: 'coolingDown' } }));
    expect(actor.getSnapshot().context).toMatchObject({ resendNotice: 'tooSoon', resendSecondsLeft: 60, resendFailure: null });
  });

  it('keeps a failed resend’s message apart from the code form and lets the buyer ask again', async () => {
    const resendCode = vi.fn<(input: { email: string }) => Promise<void>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue();
    const { actor } = start({ resendCode });
    actor.send({ type: 'verification.open', email: details.email, token: null });
    actor.send({ type: 'verification.resend', email: details.email });
    await waitFor(actor, (s) => s.matches({ verifying: { resend: 'failed' } }));
    expect(actor.getSnapshot().context.resendFailure).toEqual({ code: 'unknown' });
    expect(actor.getSnapshot().context.failure).toBeNull();

    actor.send({ type: 'verification.resend', email: details.email });
    await waitFor(actor, (s) => s.matches({ verifying: { resend: 'coolingDown' } }));
    expect(actor.getSnapshot().context.resendFailure).toBeNull();
  });

  it('keeps the countdown when the page opens again, taking the e-mail it brings', async () => {
    const { actor } = await registered();
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'verification.open', email: null, token: null });
    expect(actor.getSnapshot().context).toMatchObject({ resendSecondsLeft: 50, email: details.email });
    actor.send({ type: 'verification.open', email: 'otra@losaromos.cl', token: null });
    expect(actor.getSnapshot().context).toMatchObject({ resendSecondsLeft: 50, email: 'otra@losaromos.cl' });
  });

  it('verifies an e-mailed link at once, and only once when the page opens twice', async () => {
    const { actor, calls, startSession } = start();
    actor.send({ type: 'verification.open', email: null, token: linkToken });
    actor.send({ type: 'verification.open', email: null, token: linkToken });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(calls.verifyEmail).toHaveBeenCalledTimes(1);
    expect(calls.verifyEmail).toHaveBeenCalledWith({ token: linkToken });
    expect(startSession).toHaveBeenCalledWith(token);
  });

  it('falls back to the code form, with the gateway’s message, when the link is spent or expired', async () => {
    const { actor } = start({ verifyEmail: () => Promise.reject(invalidCode) });
    actor.send({ type: 'verification.open', email: null, token: linkToken });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ verifying: { code: 'failed', resend: 'available' } })).toBe(true);
    expect(snapshot.context.failure?.message).toBe(invalidCode.message);
  });
});

describe('account flows: password reset', () => {
  it('always answers “e-mail sent” for a request and opens that page', async () => {
    const { actor, calls, showPage } = start();
    actor.send({ type: 'reset.open' });
    actor.send({ type: 'reset.submit', email: 'alguien@empresa.cl' });
    await waitFor(actor, (s) => s.matches('resetSent'));
    expect(calls.requestReset).toHaveBeenCalledWith({ email: 'alguien@empresa.cl' });
    expect(actor.getSnapshot().context.email).toBe('alguien@empresa.cl');
    expect(showPage).toHaveBeenCalledWith('resetSent');
  });

  it('keeps the address typed when the request cannot be sent', async () => {
    const { actor } = start({ requestReset: () => Promise.reject(refusal('network', 'Something went wrong')) });
    actor.send({ type: 'reset.open' });
    actor.send({ type: 'reset.submit', email: 'alguien@empresa.cl' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context).toMatchObject({ email: 'alguien@empresa.cl', failure: { code: 'network' } });
  });

  it('sets the new password with the link token, without starting a session', async () => {
    const { actor, calls, startSession } = start();
    actor.send({ type: 'resetConfirm.open', token: resetLinkToken });
    actor.send({ type: 'resetConfirm.submit', password: 'aromos-nuevos-2026', email: '', code: '' });
    await waitFor(actor, (s) => s.matches('passwordChanged'));
    expect(calls.confirmReset).toHaveBeenCalledWith({ token: resetLinkToken, password: 'aromos-nuevos-2026' });
    expect(startSession).not.toHaveBeenCalled();
  });

  it('sets it with the e-mail and code when there is no link, showing a refused password beside its field', async () => {
    const common = refusal('invalid_request', 'Revisa los datos enviados.', { password: ['Esa contraseña es demasiado común.'] });
    const confirmReset = vi.fn<(input: ResetConfirmation) => Promise<void>>().mockRejectedValueOnce(common).mockResolvedValue();
    const { actor } = start({ confirmReset });
    actor.send({ type: 'resetConfirm.open', token: null });
    actor.send({ type: 'resetConfirm.submit', password: 'contraseña1', email: details.email, code: '654321' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ password: ['Esa contraseña es demasiado común.'] });

    actor.send({ type: 'resetConfirm.submit', password: 'aromos-nuevos-2026', email: details.email, code: '654321' });
    await waitFor(actor, (s) => s.matches('passwordChanged'));
    expect(confirmReset).toHaveBeenLastCalledWith({ email: details.email, code: '654321', password: 'aromos-nuevos-2026' });
  });
});

describe('account flows: contract and defaults', () => {
  it('waits as long as the gateway does between codes', () => {
    expect(resendCooldownSeconds).toBe(emailCodeRules.resendAfterSeconds);
  });

  it('fails loudly when started without its effects', async () => {
    for (const [name, logic] of Object.entries(accountFlowsMachine.implementations.actors)) {
      const call = toPromise(createActor(logic as AnyActorLogic, { input: details }).start());
      await expect(call, name).rejects.toThrow(`account-flows: effect "${name}" was not provided`);
    }

    const withCalls = createActor(
      accountFlowsMachine.provide({ actors: { register: fromPromise<void, RegisterRequest>(async () => {}) } }),
    ).start();
    withCalls.subscribe({ error: () => {} });
    withCalls.send({ type: 'registration.open' });
    withCalls.send({ type: 'registration.submit', details });
    await expect(waitFor(withCalls, (s) => s.matches('verifying'))).rejects.toThrow('account-flows: effect "showPage" was not provided');
    expect(withCalls.getSnapshot().status).toBe('error');
  });
});
