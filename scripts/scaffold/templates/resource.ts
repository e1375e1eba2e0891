import { marker, textMarker, type Names } from '../names';

/** contract/<name>.ts: the row the list shows and the endpoint that reads it. */
export const contractModule = ({ kebab, camel, pascal, words }: Names) => `import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** GET /api/${kebab}: ${words}, read-only, scoped to the caller's company. */

// ${marker} the fields a row carries (strict, money in whole CLP), as the gateway answers them.
export const ${camel}Row = z.object({
  id: z.int(),
  name: z.string(),
});
export const ${camel}List = z.array(${camel}Row);
export type ${pascal}Row = z.infer<typeof ${camel}Row>;

export const ${camel}Endpoints = {
  list: endpoint({
    method: 'get',
    path: '/${kebab}',
    tag: '${words}',
    // ${marker} the Spanish summary docs/api.md prints.
    summary: '${textMarker} ${words}',
    access: 'bearer',
    action: '${camel}.read',
    status: 200,
    answer: ${camel}List,
  }),
};
`;

/** server/<name>/list.ts: the query behind the list. */
export const queryModule = ({ kebab, pascal }: Names) => `import type { ${pascal}Row } from '../../contract/${kebab}';
import type { Db } from '../db/client';

/** The company's ${kebab} rows, in the order the page lists them. */
export async function list${pascal}(_db: Db, _companyId: number): Promise<${pascal}Row[]> {
  // ${marker} read the rows with Drizzle over server/db/schema.ts (a new table: npm run db:generate),
  // scoped to the company (rename the arguments without their underscore), e.g.
  // db.select({ id: t.id, name: t.name }).from(t).where(eq(t.companyId, companyId)).orderBy(t.name).
  return [];
}
`;

/** server/routes/<name>.ts: the thin router over the query module. */
export const routerModule = ({ kebab, camel, pascal, words }: Names) => `import { ${camel}Endpoints } from '../../contract/${kebab}';
import type { AppDeps } from '../context';
import { list${pascal} } from '../${kebab}/list';
import { endpointRouter } from '../http/endpoint';

/** ${words}: the company's list, read-only. */
export function ${camel}Routes(deps: AppDeps) {
  const { db } = deps;
  return endpointRouter(deps).on(${camel}Endpoints.list, (_c, { user }) => list${pascal}(db, user.partnerId)).app;
}
`;

/** tests/server/<name>.test.ts: the endpoint over a scratch database. */
export const serverTest = ({ kebab, camel }: Names) => `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${camel}List } from '../../contract/${kebab}';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/${kebab}', () => {
  it("answers the company's list in the contract's shape", async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const res = await t.app.request('/api/${kebab}', { headers: auth });
    expect(res.status).toBe(200);
    // ${marker} the rows the demo company has (seed them in server/db/seed/), and none of another company's.
    const body: unknown = await res.json();
    expect(${camel}List.parse(body)).toEqual(body);
  });

  it('refuses a request without a session', async () => {
    const res = await t.app.request('/api/${kebab}');
    expect(res.status).toBe(401);
  });
});
`;
