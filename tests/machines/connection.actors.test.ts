import { describe, expect, it, vi } from 'vitest';
import { companyEndpoints } from '../../contract/company';
import { watchingReach } from '../../src/actors/connection.actors';
import { createApiClient } from '../../src/api/client';

describe('the pages’ calls, watched for a gateway out of reach', () => {
  const answering = (answer: () => Promise<Response>) => {
    const reach = new EventTarget();
    const unreachable = vi.fn();
    reach.addEventListener('unreachable', unreachable);
    return { api: watchingReach(createApiClient(() => 'a.b.c', { fetch: vi.fn(answer) }), reach), unreachable };
  };
  const error = (status: number, code: string) => () => Promise.resolve(Response.json({ error: { code, message: 'x' } }, { status }));

  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the database away (503 database_unavailable)', error(503, 'database_unavailable')],
    ["a proxy's 502 with no instance behind it", () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))],
    ["a proxy's 504", () => Promise.resolve(new Response('Gateway Timeout', { status: 504 }))],
  ])('says so for %s, and the call still fails as it did', async (_, answer) => {
    const { api, unreachable } = answering(answer);
    await expect(api.request(companyEndpoints.members)).rejects.toMatchObject({ name: 'ApiRequestError' });
    expect(unreachable).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the payment provider away (502 provider_unavailable)', error(502, 'provider_unavailable')],
    ['no payment provider configured (503 payments_unavailable)', error(503, 'payments_unavailable')],
    ['a refusal (400)', error(400, 'invalid_request')],
    ['a fault of ours (500)', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['an answer', () => Promise.resolve(Response.json({ users: [], invitations: [] }))],
  ])('stays quiet for %s: the gateway answered', async (_, answer) => {
    const { api, unreachable } = answering(answer);
    await api.request(companyEndpoints.members).catch(() => undefined);
    expect(unreachable).not.toHaveBeenCalled();
  });
});
