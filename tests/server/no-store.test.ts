import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointSpec } from '../../contract/endpoint';
import { allEndpoints } from '../../contract/endpoints';
import { createTestApp } from './support/test-app';

/**
 * Whatever answers a session (its data, a refusal of it) or carries a token must never be kept by a
 * browser or a cache between: a shared computer's back button, or a proxy, would hand it to the next
 * person. Walks the endpoint table, so a new private route cannot skip the rule.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp({ cache: true });
  admin = await t.login('demo@despensa.cl');
});
afterAll(() => t.close());

const label = (spec: EndpointSpec) => `${spec.method.toUpperCase()} /api${spec.path}`;
/** A path of the row with every parameter filled by a number: an id that may or may not exist. */
const pathOf = (spec: EndpointSpec) => `/api${spec.path.replace(/:\w+/g, '1')}`;
const call = (spec: EndpointSpec, headers: Record<string, string> = {}) =>
  t.app.request(pathOf(spec), {
    method: spec.method.toUpperCase(),
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(spec.body ? { body: '{}' } : {}),
  });

const bearer = allEndpoints.filter((spec) => spec.access === 'bearer');
const publicReads = allEndpoints.filter((spec) => spec.access === 'none' && spec.method === 'get');

describe('private answers are never stored', () => {
  it('walks every bearer route of the table', () => {
    expect(bearer.length).toBeGreaterThan(30);
  });

  it.each(bearer.map((spec) => [label(spec), spec] as const))('%s refused without a session says no-store', async (_, spec) => {
    const res = await call(spec);
    expect(res.status).toBe(401);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each(bearer.map((spec) => [label(spec), spec] as const))('%s answered to a signed-in user says no-store', async (_, spec) => {
    const res = await call(spec, admin.auth);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each(
    bearer
      .filter((spec) => spec.method === 'get' && !spec.path.includes(':') && !spec.query)
      .map((spec) => [label(spec), spec] as const),
  )('%s answered with success, twice (the second from the answer cache), says no-store', async (_, spec) => {
    for (const attempt of [1, 2]) {
      const res = await call(spec, admin.auth);
      expect(res.status, `attempt ${attempt}`).toBe(200);
      expect(res.headers.get('Cache-Control'), `attempt ${attempt}`).toBe('no-store');
    }
  });

  it('says no-store on a body refused as too large before it is read', async () => {
    const res = await t.json('/api/addresses', { name: 'x'.repeat(1_000_000) }, admin.auth);
    expect(res.status).toBe(413);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('says no-store on the documents a signed-in user lists, searched and paged', async () => {
    for (const path of ['/api/user-sales-orders?limit=5', '/api/user/invoice-details?limit=5', '/api/search?q=S0', '/api/delivery-options?subtotal=60000']) {
      const res = await t.app.request(path, { headers: admin.auth });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });
});

describe('answers that carry a token are never stored', () => {
  it('says no-store on a sign-in, accepted or refused', async () => {
    const accepted = await t.json('/api/auth/login', { email: 'comprador@despensa.cl', password: 'despensa-demo' });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('Cache-Control')).toBe('no-store');
    const refused = await t.json('/api/auth/login', { email: 'comprador@despensa.cl', password: 'otra-clave-cualquiera' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
  });

  it('says no-store on a refresh, with its rotated cookie or without one', async () => {
    const { cookie } = await t.login('finanzas@despensa.cl');
    const renewed = await t.app.request('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie } });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('Cache-Control')).toBe('no-store');
    const reused = await t.app.request('/api/auth/refresh', { method: 'POST', headers: { Cookie: 'despensa_refresh=no-es-una-cookie-de-verdad' } });
    expect(reused.status).toBe(200);
    expect(reused.headers.get('Cache-Control')).toBe('no-store');
    const none = await t.app.request('/api/auth/refresh', { method: 'POST' });
    expect(none.status).toBe(200);
    expect(none.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each(
    allEndpoints.filter((spec) => spec.access !== 'bearer' && spec.method !== 'get').map((spec) => [label(spec), spec] as const),
  )('%s, a write that may answer a token or a session cookie, says no-store', async (_, spec) => {
    const res = await call(spec);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('public reads keep what they say', () => {
  it('leaves the catalogue, the team purchases and the health check to their own caching', async () => {
    expect(publicReads.map(label)).toEqual(expect.arrayContaining(['GET /api/products', 'GET /api/team-purchases', 'GET /api/health']));
    for (const path of ['/api/products', '/api/categories', '/api/team-purchases', '/api/health']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).not.toBe('no-store');
    }
  });
});
