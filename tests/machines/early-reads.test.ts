import { describe, expect, it, vi } from 'vitest';
import { catalogueEndpoints } from '../../contract/catalogue';
import { documentEndpoints } from '../../contract/lists';
import { sessionEndpoints } from '../../contract/session';
import { createApiClient } from '../../src/api/client';
import { earlyReadMaxAgeMs, earlyReadsFetch, type EarlyReads } from '../../src/api/early-reads';

const token = 'e.arly.token';
const profile = { id: 7, name: 'Demo', email: 'demo@despensa.cl', role: 'admin', is_premium: false, partner_id: 3 };
const networkProfile = { ...profile, name: 'Desde la red' };

function setup({ at = 1_000, now = 1_000, answers }: { at?: number; now?: number; answers?: Record<string, Promise<Response>> } = {}) {
  const reads: EarlyReads = { token, at, answers: answers ?? { '/api/user-profile': Promise.resolve(Response.json(profile)) } };
  const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(Response.json(networkProfile)));
  const onUnauthorized = vi.fn();
  let currentToken = token;
  const api = createApiClient(() => currentToken, { fetch: earlyReadsFetch({ reads: () => reads, fetch: network, now: () => now }), onUnauthorized });
  return { api, network, reads, onUnauthorized, useToken: (value: string) => (currentToken = value) };
}

describe("the boot script's early reads", () => {
  it('answer the first call of the same read with the same token, once; the next call goes to the network', async () => {
    const { api, network } = setup();
    expect((await api.request(sessionEndpoints.profile)).name).toBe('Demo');
    expect(network).not.toHaveBeenCalled();
    expect((await api.request(sessionEndpoints.profile)).name).toBe('Desde la red');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("match a read whose query's parameters come in another order", async () => {
    const page = { items: [], next_cursor: null };
    const { api, network } = setup({ answers: { '/api/products?limit=24&sort=name_asc': Promise.resolve(Response.json(page)) } });
    expect(await api.request(catalogueEndpoints.products, { query: { sort: 'name_asc', limit: '24' } })).toEqual(page);
    expect(network).not.toHaveBeenCalled();
  });

  it("never serve a call made with another token, and drop that answer (the session renewed it, or another user signed in)", async () => {
    const { api, network, reads, useToken } = setup();
    useToken('another.user.token');
    expect((await api.request(sessionEndpoints.profile)).name).toBe('Desde la red');
    expect(network.mock.calls[0]![1]!.headers).toBeInstanceOf(Headers);
    expect(reads.answers).toEqual({});
  });

  it('are left unused when the page asks too late', async () => {
    const { api, network } = setup({ now: 1_000 + earlyReadMaxAgeMs + 1 });
    expect((await api.request(sessionEndpoints.profile)).name).toBe('Desde la red');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('answer only the read they were started for', async () => {
    const { api, network } = setup();
    await expect(api.request(documentEndpoints.orders)).rejects.toMatchObject({ code: 'bad_response' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("hand a forged or expired token's 401 to the client, which tells the session as for any refused call", async () => {
    const refused = Response.json({ error: { code: 'unauthorized', message: 'Inicia sesión de nuevo.' } }, { status: 401 });
    const { api, network, onUnauthorized } = setup({ answers: { '/api/user-profile': Promise.resolve(refused) } });
    await expect(api.request(sessionEndpoints.profile)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(network).not.toHaveBeenCalled();
  });

  it('ask the network again when the early read itself failed', async () => {
    const { api, network } = setup({ answers: { '/api/user-profile': Promise.reject(new TypeError('Failed to fetch')) } });
    expect((await api.request(sessionEndpoints.profile)).name).toBe('Desde la red');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never answer a call that is not a GET', async () => {
    const fetchEarly = earlyReadsFetch({ reads: () => ({ token, at: 0, answers: { '/api/user-profile': Promise.resolve(Response.json(profile)) } }), fetch: () => Promise.resolve(new Response(null, { status: 204 })), now: () => 0 });
    const answer = await fetchEarly('/api/user-profile', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(204);
  });

  it('leave every call to the network when the boot script started none (no token, or a page without reads)', async () => {
    const network = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const fetchEarly = earlyReadsFetch({ reads: () => undefined, fetch: network });
    await fetchEarly('/api/user-profile');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
