import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/architecture.md are the linter's (eslint.config.js): each case is a file placed
 * where it would live, and what it imports. A boundary that stopped being checked fails here.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.line);
}

describe('the architecture boundaries', () => {
  it('keep a view to views/common, machines, the contract and the kernel’s effects, paths and contexts', async () => {
    const lines = await boundaryErrors(
      'src/views/catalogue/BoundaryProbe.tsx',
      [
        "import { gatewayReads } from '../../actors/reads.actors';",
        "import { createApiClient } from '../../api/client';",
        "import { api } from '../../app/api';",
        "import { OrdersView } from '../orders/OrdersView';",
        "import { useEffects } from '../../kernel/effects';",
        "import { paths } from '../../kernel/paths';",
        "import { SessionContext } from '../../kernel/session-context';",
        "import { describeFailure } from '../common/describe-failure';",
        "import { totalsOf } from '../../../machines/checkout.selectors';",
        "import { addressEndpoints } from '../../../contract/addresses';",
        'export const used = [gatewayReads, createApiClient, api, OrdersView, useEffects, paths, SessionContext, describeFailure, totalsOf, addressEndpoints];',
      ].join('\n'),
    );
    expect(lines).toEqual([1, 2, 3, 4]);
  });

  it('keep a view out of src/app, the composition root that imports the views', async () => {
    const lines = await boundaryErrors('src/views/orders/BoundaryProbe.tsx', "import { routeTable } from '../../app/route-table';\nexport const used = routeTable;");
    expect(lines).toEqual([1]);
  });

  it('keep the kernel free of the app, the views and the gateway client', async () => {
    const lines = await boundaryErrors(
      'src/kernel/boundary-probe.ts',
      [
        "import { routeTable } from '../app/route-table';",
        "import { OrdersView } from '../views/orders/OrdersView';",
        "import { createApiClient } from '../api/client';",
        "import { ordersListMachine } from '../../machines/orders-list.machine';",
        'export const used = [routeTable, OrdersView, createApiClient, ordersListMachine];',
      ].join('\n'),
    );
    expect(lines).toEqual([1, 2, 3]);
  });

  it('keep views/common free of any area', async () => {
    const lines = await boundaryErrors('src/views/common/BoundaryProbe.tsx', "import { navigation } from '../shell/navigation';\nexport const used = navigation;");
    expect(lines).toEqual([1]);
  });

  it('keep the gateway out of the browser app', async () => {
    const lines = await boundaryErrors('server/routes/boundary-probe.ts', "import { api } from '../../src/app/api';\nexport const used = api;");
    expect(lines).toEqual([1]);
  });

  it('keep a gateway router to the app that mounts it and to other routers', async () => {
    const importing = (from: string) => `import { catalogueRoutes } from '${from}';\nexport const used = catalogueRoutes;`;
    expect(await boundaryErrors('server/team-purchase/boundary-probe.ts', importing('../routes/catalogue'))).toEqual([1]);
    expect(await boundaryErrors('server/boundary-probe.ts', importing('./routes/catalogue'))).toEqual([1]);
    expect(await boundaryErrors('tests/server/boundary-probe.test.ts', importing('../../server/routes/catalogue'))).toEqual([1]);
    expect(await boundaryErrors('scripts/boundary-probe.ts', importing('../server/routes/catalogue'))).toEqual([1]);
    expect(await boundaryErrors('server/app.ts', importing('./routes/catalogue'))).toEqual([]);
    expect(await boundaryErrors('server/routes/boundary-probe.ts', importing('./catalogue'))).toEqual([]);
  });

  it('keep the contract free of anything of ours', async () => {
    const lines = await boundaryErrors(
      'contract/boundary-probe.ts',
      "import { totalsOf } from '../machines/checkout.selectors';\nimport { ApiError } from '../server/http/errors';\nexport const used = [totalsOf, ApiError];",
    );
    expect(lines).toEqual([1, 2]);
  });

  it('keep machines away from the app and the gateway', async () => {
    const lines = await boundaryErrors('machines/boundary-probe.ts', "import { api } from '../src/app/api';\nexport const used = api;");
    expect(lines).toEqual([1]);
  });
});
