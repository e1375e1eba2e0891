import { matchPath, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { signedInRoutes } from '../../src/app/routes/signed-in.routes';
import { pagesFor, type Access } from '../../src/app/route-table';
import { publicRoutes as visitorAddresses, signedInRoutes as signedInAddresses } from '../e2e/support/routes';

/** The paths the table renders a page at: its leaves, an index route at its parent's path. */
function leaves(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.children) return leaves(route.children, route.path ?? parent);
    return [route.index ? parent : (route.path ?? parent)];
  });
}

// Routes of the table that are not pages, left out of route-table.ts on purpose.
const notPages: Record<Access, readonly string[]> = {
  // `/` sends to /dashboard; `*` renders the signed-in table below.
  visitor: ['/', '*'],
  // Any other path is sent to /404.
  signedIn: ['*'],
};

const tables: Record<Access, readonly RouteObject[]> = { visitor: routes, signedIn: signedInRoutes };
const sweep: Record<Access, readonly string[]> = { visitor: visitorAddresses, signedIn: signedInAddresses };

describe.each(['visitor', 'signedIn'] as const)('the %s pages of src/app/route-table.ts', (access) => {
  it('are the pages of the route table, and no page of the table is missing from them', () => {
    const rendered = leaves(tables[access]).filter((path) => !notPages[access].includes(path));
    const listed = pagesFor(access).map(([, page]) => page.path);
    expect([...listed].sort()).toEqual([...rendered].sort());
  });

  it('are each opened by the e2e sweep and axe, at addresses of their own', () => {
    const opens = (path: string) => (address: string) => matchPath({ path, end: true }, new URL(address, 'http://despensa').pathname) !== null;
    for (const [name, { path }] of pagesFor(access)) expect(sweep[access].filter(opens(path)), name).not.toEqual([]);
    for (const address of sweep[access]) {
      expect(pagesFor(access).filter(([, page]) => opens(page.path)(address)).length, address).toBe(1);
    }
  });
});
