import { fromPromise } from 'xstate';
import { accountStatementEndpoints, type AccountStatementRow } from '../../contract/account-statement';
import type { accountStatementMachine } from '../../machines/account-statement.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** Account statement's call; refusals arrive as failures with the gateway's Spanish message. */
export function accountStatementEffects(client: ApiClient): MachineEffects<typeof accountStatementMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchAccountStatement: fromPromise<readonly AccountStatementRow[], void>(() => api.request(accountStatementEndpoints.list)),
    },
  };
}
