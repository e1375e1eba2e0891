import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMarkdown } from '../../server/openapi/markdown';
import { rolesMarkdown } from '../../server/openapi/roles-markdown';
import { openApiPath } from '../../contract/endpoint';
import { allEndpoints } from '../../contract/endpoints';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API documentation', () => {
  it('serves exactly the endpoint table: no route without its row, no row without its route', () => {
    const served = t.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path}`);
    const rows = allEndpoints.map((route) => `${route.method.toUpperCase()} /api${route.path}`);
    expect(new Set(served)).toEqual(new Set(rows));
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('serves the OpenAPI 3.1 document with every documented operation', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { responses: object }>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of allEndpoints) {
      const responses = doc.paths[openApiPath(route.path)]?.[route.method]?.responses;
      expect(responses, `${route.method} ${route.path}`).toHaveProperty(String(route.status));
    }
    const login = doc.paths['/auth/login']?.post as unknown as { requestBody: { content: Record<string, { schema: { required: string[] } }> } };
    expect(login.requestBody.content['application/json']?.schema.required).toEqual(['email', 'password']);
  });

  it('docs/api.md is what npm run docs:api writes (run it after changing a route)', () => {
    const committed = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'api.md'), 'utf8');
    expect(committed).toBe(`${apiMarkdown()}\n`);
  });

  it('docs/roles.md is what npm run docs:api writes (run it after changing the permission table)', () => {
    const committed = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'roles.md'), 'utf8');
    expect(committed).toBe(`${rolesMarkdown()}\n`);
  });
});
