import { useState } from 'react';
import { accountStatementMachine } from '../../../machines/account-statement.machine';
import { santiagoDate } from '../../../machines/rules/calendar';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';
import { AccountStatementView } from './AccountStatementView';

/** /dashboard/estado-de-cuenta: the accountStatement machine with the app's effects, opened on this month up to today (Santiago). */
export function AccountStatementPage() {
  const [input] = useState(() => ({ today: santiagoDate(new Date()) }));
  const actor = usePageMachine(accountStatementMachine, useEffects().accountStatement, { input, retryOn: { type: 'accountStatement.retry' } });
  return <AccountStatementView actor={actor} />;
}
