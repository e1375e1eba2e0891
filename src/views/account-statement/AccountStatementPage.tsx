import { accountStatementMachine } from '../../../machines/account-statement.machine';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';
import { AccountStatementView } from './AccountStatementView';

/** /dashboard/account-statement: the accountStatement machine with the app's effects. */
export function AccountStatementPage() {
  const actor = usePageMachine(accountStatementMachine, useEffects().accountStatement, { retryOn: { type: 'accountStatement.retry' } });
  return <AccountStatementView actor={actor} />;
}
