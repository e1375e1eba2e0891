import { existsSync } from 'node:fs';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogueEndpoints } from '../../contract/catalogue';
import { allEndpoints } from '../../contract/endpoints';
import { documentEndpoints } from '../../contract/lists';
import { orderGuideEndpoints } from '../../contract/order-guide';
import { sessionEndpoints } from '../../contract/session';
import { firstProductsRequest } from '../../machines/catalogue.machine';
import { productsQuery } from '../../src/actors/catalogue.actors';
import { languages } from '../../machines/rules/settings';
import { textAt, textsOf } from '../../scripts/build/first-routes';
import { catalogueReads, firstRoutes, invoicesRead, orderGuideRead, ordersRead, profileRead } from '../../src/app/first-routes';
import { routes } from '../../src/app/routes';
import { signedInRoutes } from '../../src/app/routes/signed-in.routes';

const topTable = routes.filter((route) => route.path !== '*');
const table = [...topTable, ...signedInRoutes.filter((route) => route.path !== '*')];

describe('what index.html starts by path', () => {
  it.each(Object.entries(firstRoutes))('%s is a route of the table and its modules exist', (path, { modules }) => {
    expect(matchRoutes(table, path), path).not.toBeNull();
    for (const module of modules) expect(existsSync(module), module).toBe(true);
  });

  it('sends every signed-in path through the signed-in table, the chunk the top table loads for them', () => {
    for (const [path, { modules }] of Object.entries(firstRoutes)) {
      expect(modules.includes('src/app/routes/signed-in.routes.tsx'), path).toBe(matchRoutes(topTable, path) === null);
    }
  });

  it('starts only reads the gateway answers with a GET, with a query its schema accepts', () => {
    for (const { reads = [] } of Object.values(firstRoutes)) {
      for (const read of reads) {
        const url = new URL(read, 'http://despensa.invalid');
        const spec = allEndpoints.find((row) => row.method === 'get' && `/api${row.path}` === url.pathname);
        expect(spec, read).toBeDefined();
        if (url.search) expect(z.safeParse(spec!.query!, Object.fromEntries(url.searchParams)).success, read).toBe(true);
      }
    }
  });

  it('starts the reads the pages make first, as the API client asks them', () => {
    const read = (path: string, query: Record<string, string> = {}) => `/api${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    expect(profileRead).toBe(read(sessionEndpoints.profile.path));
    expect(catalogueReads).toEqual([profileRead, read(catalogueEndpoints.categories.path), read(catalogueEndpoints.products.path, productsQuery(firstProductsRequest))]);
    expect(ordersRead).toBe(read(documentEndpoints.orders.path));
    expect(invoicesRead).toBe(read(documentEndpoints.invoices.path));
    expect(orderGuideRead).toBe(read(orderGuideEndpoints.list.path));
  });

  it.each(languages)('has every page heading the shell paints in %s', (language) => {
    const texts = textsOf(language);
    for (const { title } of Object.values(firstRoutes)) if (title) expect(textAt(texts, title)).toMatch(/\S/);
  });
});
