import { fromPromise } from 'xstate';
import { accountStatementEndpoints, type AccountStatement, type StatementPeriod } from '../../contract/account-statement';
import type { accountStatementMachine } from '../../machines/account-statement.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import { saveFile } from './invoices-list.actors';
import type { MachineEffects } from './machine-effects';

/** Estado de cuenta's calls: the statement of a period, its PDF and its CSV, and the browser's download. */
export function accountStatementEffects(client: ApiClient, doc?: Document): MachineEffects<typeof accountStatementMachine> {
  const api = failing(client);
  return {
    actors: {
      loadStatement: fromPromise<AccountStatement, StatementPeriod>(({ input }) => api.request(accountStatementEndpoints.statement, { query: input })),
      downloadPdf: fromPromise<Blob, StatementPeriod>(({ input }) => api.request(accountStatementEndpoints.pdf, { query: input })),
      downloadCsv: fromPromise<Blob, StatementPeriod>(({ input }) => api.request(accountStatementEndpoints.csv, { query: input })),
    },
    actions: {
      saveFile: (_, { file, fileName }) => saveFile(file, fileName, doc ?? document),
    },
  };
}
