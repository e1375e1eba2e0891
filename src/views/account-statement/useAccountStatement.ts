import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { accountStatementMachine, AccountStatementSnapshot } from '../../../machines/account-statement.machine';

export type AccountStatementActor = ActorRefFrom<typeof accountStatementMachine>;

const selectToday = (s: AccountStatementSnapshot) => s.context.today;
const selectPeriod = (s: AccountStatementSnapshot) => s.context.period;
const selectStatement = (s: AccountStatementSnapshot) => s.context.statement;
const selectFailure = (s: AccountStatementSnapshot) => s.context.failure;
const selectDownloadFailure = (s: AccountStatementSnapshot) => s.context.downloadFailure;
const selectLoading = (s: AccountStatementSnapshot) => s.matches('loading');
const selectDownloading = (s: AccountStatementSnapshot) =>
  s.matches({ ready: 'downloadingPdf' }) ? 'pdf' : s.matches({ ready: 'downloadingCsv' }) ? 'csv' : null;
const selectCanDownload = (s: AccountStatementSnapshot) => s.can({ type: 'accountStatement.downloadPdf' });

/** What the statement page shows, each value selected on its own. */
export function useAccountStatement(actor: AccountStatementActor) {
  return {
    send: actor.send,
    today: useSelector(actor, selectToday),
    period: useSelector(actor, selectPeriod),
    statement: useSelector(actor, selectStatement),
    failure: useSelector(actor, selectFailure),
    downloadFailure: useSelector(actor, selectDownloadFailure),
    loading: useSelector(actor, selectLoading),
    downloading: useSelector(actor, selectDownloading),
    canDownload: useSelector(actor, selectCanDownload),
  };
}
