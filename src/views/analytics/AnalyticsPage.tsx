import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { analyticsMachine } from '../../../machines/analytics.machine';
import { santiagoDate } from '../../../machines/rules/calendar';
import { useEffects } from '../../kernel/effects';
import { AnalyticsView } from './AnalyticsView';
import { choiceOfParams, withChoice } from './period-params';
import { usePageMachine } from '../common/usePageMachine';

/**
 * /dashboard/one: the company's purchases, on the period the address names (the last 12 months
 * otherwise); choosing another period writes it back into the address, replacing the entry.
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const [input] = useState(() => ({ today: santiagoDate(new Date()), choice: choiceOfParams(params) }));
  const actor = usePageMachine(analyticsMachine, useEffects().analytics, { input, retryOn: { type: 'analytics.retry' } });
  const choice = useSelector(actor, (s) => s.context.choice);
  useEffect(() => {
    setParams((current) => withChoice(current, choice), { replace: true });
  }, [choice, setParams]);
  return <AnalyticsView actor={actor} />;
}
