import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { failureOf } from '../../machines/failure';
import { accountFlowsEffects } from '../../src/actors/account-flows.actors';
import { createApiClient } from '../../src/api/client';
import { details } from './models/account-flows.model';

/** The real client over a scripted gateway: each request is recorded and answered in turn. */
function gateway(...answers: Response[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push(new Request(url, init));
      const answer = answers[requests.length - 1];
      if (!answer) throw new Error(`no answer scripted for request #${requests.length}`);
      return answer;
    }),
  );
  const { actors = {} } = accountFlowsEffects(createApiClient(() => null, { baseURL: 'http://gateway.test/api' }));
  const sent = async (index = 0) => {
    const request = requests[index];
    if (!request) throw new Error(`no request #${index}`);
    return { method: request.method, url: request.url, body: await request.json() };
  };
  return { actors, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function run(logic: AnyActorLogic | undefined, input: unknown) {
  if (!logic) throw new Error('actor missing');
  return toPromise(createActor(logic, { input }).start());
}

afterEach(() => vi.unstubAllGlobals());

describe('account-flow actors against the gateway contract', () => {
  it('registers the company with every field of the form', async () => {
    const { actors, sent } = gateway(json(202, { status: 'verification_sent' }));
    await expect(run(actors.register, details)).resolves.toBeUndefined();
    expect(await sent()).toEqual({ method: 'POST', url: 'http://gateway.test/api/auth/register', body: details });
  });

  it('turns a verified code into the access token the session keeps', async () => {
    const { actors, sent } = gateway(json(200, { accessToken: 'h.p.s', expiresAt: 1_800_000_900 }));
    const proof = { email: details.email, code: '123456' };
    await expect(run(actors.verifyEmail, proof)).resolves.toEqual({ value: 'h.p.s', exp: 1_800_000_900 });
    expect(await sent()).toMatchObject({ url: 'http://gateway.test/api/auth/verify', body: proof });
  });

  it('sends the link token alone when the buyer came from the e-mail', async () => {
    const { actors, sent } = gateway(json(200, { accessToken: 'h.p.s', expiresAt: 1_800_000_900 }));
    await run(actors.verifyEmail, { token: 'verify-link-token-0123456789' });
    expect((await sent()).body).toEqual({ token: 'verify-link-token-0123456789' });
  });

  it('asks for a new code, a reset and a new password at their paths', async () => {
    const { actors, sent } = gateway(
      json(202, { status: 'verification_sent' }),
      json(202, { status: 'reset_sent' }),
      json(200, { status: 'password_changed' }),
    );
    await run(actors.resendCode, { email: details.email });
    await run(actors.requestReset, { email: details.email });
    await run(actors.confirmReset, { token: 'reset-link-token-0123456789', password: 'aromos-nuevos-2026' });
    expect(await sent(0)).toMatchObject({ url: 'http://gateway.test/api/auth/resend', body: { email: details.email } });
    expect(await sent(1)).toMatchObject({ url: 'http://gateway.test/api/auth/reset/request', body: { email: details.email } });
    expect(await sent(2)).toMatchObject({
      url: 'http://gateway.test/api/auth/reset/confirm',
      body: { token: 'reset-link-token-0123456789', password: 'aromos-nuevos-2026' },
    });
  });

  it('passes the gateway’s field messages on to the form', async () => {
    const body = {
      error: {
        code: 'rut_taken',
        message: 'Ya existe una cuenta para una empresa con ese RUT.',
        fields: { rut: ['Ya existe una cuenta para una empresa con ese RUT.'] },
      },
    };
    const { actors } = gateway(json(409, body));
    const error: unknown = await run(actors.register, details).catch((e: unknown) => e);
    expect(failureOf(error)).toEqual(body.error);
  });

  it('refuses an answer that is not the contract’s', async () => {
    const { actors } = gateway(json(200, { accessToken: 'h.p.s' }));
    await expect(run(actors.verifyEmail, { email: details.email, code: '123456' })).rejects.toMatchObject({ code: 'bad_response' });
  });
});
