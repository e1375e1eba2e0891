import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { analyticsEffects } from '../../src/actors/analytics.actors';
import { createApiClient } from '../../src/api/client';
import { report } from './models/analytics.model';

function gatewayAnswering(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const { actors } = analyticsEffects(createApiClient(() => 'a.b.c', { baseURL: '/api', fetch }));
  const run = (name: 'loadReport' | 'exportLines') =>
    toPromise(createActor(actors?.[name] as AnyActorLogic, { input: { from: '2025-12', to: '2026-11' } }).start());
  return { fetch, run };
}

describe('analytics effects', () => {
  it('reads the report of the period with the bearer token', async () => {
    const { fetch, run } = gatewayAnswering(() => Promise.resolve(Response.json(report)));
    expect(await run('loadReport')).toEqual(report);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/analytics?from=2025-12&to=2026-11');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a.b.c');
  });

  it('refuses an answer that is not a report, as a malformed answer', async () => {
    const { run } = gatewayAnswering(() => Promise.resolve(Response.json({ ...report, current: { spend: 'mucho' } })));
    await expect(run('loadReport')).rejects.toEqual({ code: 'bad_response' });
  });

  it("fetches the period's CSV as a file, and words a refusal with the gateway's code and message", async () => {
    const csv = '\uFEFFFecha;Pedido\r\n';
    const ok = gatewayAnswering(() => Promise.resolve(new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } })));
    const file = (await ok.run('exportLines')) as Blob;
    expect(String(ok.fetch.mock.calls[0]?.[0])).toBe('/api/analytics/lines.csv?from=2025-12&to=2026-11');
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const refused = gatewayAnswering(() =>
      Promise.resolve(Response.json({ error: { code: 'invalid_request', message: 'El período puede abarcar hasta cinco años.' } }, { status: 400 })),
    );
    await expect(refused.run('exportLines')).rejects.toEqual({ code: 'invalid_request', message: 'El período puede abarcar hasta cinco años.' });
  });
});
