import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** GET /api/account-statement: Account statement, read-only, scoped to the caller's company. */

// new:screen: the fields a row carries (strict, money in whole CLP), as the gateway answers them.
export const accountStatementRow = z.object({
  id: z.int(),
  name: z.string(),
});
export const accountStatementList = z.array(accountStatementRow);
export type AccountStatementRow = z.infer<typeof accountStatementRow>;

export const accountStatementEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/account-statement',
    tag: 'Account statement',
    // new:screen: the Spanish summary docs/api.md prints.
    summary: '[new:screen] Account statement',
    access: 'bearer',
    action: 'accountStatement.read',
    status: 200,
    answer: accountStatementList,
  }),
};
