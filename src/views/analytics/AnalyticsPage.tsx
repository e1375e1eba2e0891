import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { analyticsMachine } from '../../../machines/analytics.machine';
import { santiagoDate } from '../../../machines/rules/calendar';
import { useEffects } from '../../kernel/effects';
import { AnalyticsView } from './AnalyticsView';
import { choiceOfParams, withChoice } from './period-params';
import { useRetryOnReconnect } from '../common/useRetryOnReconnect';

/**
 * /dashboard/one: the company's purchases, on the period the address names (the last 12 months
 * otherwise); choosing another period writes it back into the address, replacing the entry.
 */
export function AnalyticsPage() {
  const effects = useEffects().analytics;
  const [params, setParams] = useSearchParams();
  const [input] = useState(() => ({ today: santiagoDate(new Date()), choice: choiceOfParams(params) }));
  const actor = useActorRef(useMemo(() => analyticsMachine.provide(effects), [effects]), { input });
  useRetryOnReconnect(actor, { type: 'analytics.retry' });
  const choice = useSelector(actor, (s) => s.context.choice);
  useEffect(() => {
    setParams((current) => withChoice(current, choice), { replace: true });
  }, [choice, setParams]);
  return <AnalyticsView actor={actor} />;
}
