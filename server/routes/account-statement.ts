import { accountStatementEndpoints } from '../../contract/account-statement';
import type { AppDeps } from '../context';
import { listAccountStatement } from '../account-statement/list';
import { endpointRouter } from '../http/endpoint';

/** Account statement: the company's list, read-only. */
export function accountStatementRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRouter(deps).on(accountStatementEndpoints.list, (_c, { user }) => listAccountStatement(db, user.partnerId)).app;
}
