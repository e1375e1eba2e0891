import { existsSync } from 'node:fs';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstRouteModules } from '../../src/app/first-route-modules';
import { routes } from '../../src/app/routes';
import { signedInRoutes } from '../../src/app/routes/signed-in.routes';

const table = [...routes.filter((route) => route.path !== '*'), ...signedInRoutes.filter((route) => route.path !== '*')];

describe('the modules index.html preloads by path', () => {
  it.each(Object.entries(firstRouteModules))('%s is a route of the table and its modules exist', (path, modules) => {
    expect(matchRoutes(table, path), path).not.toBeNull();
    for (const module of modules) expect(existsSync(module), module).toBe(true);
  });

  it('sends every signed-in path through the signed-in table, the chunk the top table loads for them', () => {
    for (const [path, modules] of Object.entries(firstRouteModules)) {
      const signedIn = matchRoutes(routes.filter((route) => route.path !== '*'), path) === null;
      expect(modules.includes('src/app/routes/signed-in.routes.tsx'), path).toBe(signedIn);
    }
  });
});
