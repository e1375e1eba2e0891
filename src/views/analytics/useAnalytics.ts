import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { analyticsMachine, AnalyticsSnapshot } from '../../../machines/analytics.machine';

export type AnalyticsActor = ActorRefFrom<typeof analyticsMachine>;

const selectChoice = (s: AnalyticsSnapshot) => s.context.choice;
const selectToday = (s: AnalyticsSnapshot) => s.context.today;
const selectReport = (s: AnalyticsSnapshot) => s.context.report;
const selectFailure = (s: AnalyticsSnapshot) => s.context.failure;
const selectExportFailure = (s: AnalyticsSnapshot) => s.context.exportFailure;
const selectLoading = (s: AnalyticsSnapshot) => s.matches('loading');
const selectEmpty = (s: AnalyticsSnapshot) => s.matches('empty');
const selectReady = (s: AnalyticsSnapshot) => s.matches('ready');
const selectExporting = (s: AnalyticsSnapshot) => s.matches({ ready: 'exporting' });
const selectCanExport = (s: AnalyticsSnapshot) => s.can({ type: 'analytics.export' });

/** What the analytics page shows, each value selected on its own. */
export function useAnalytics(actor: AnalyticsActor) {
  return {
    send: actor.send,
    choice: useSelector(actor, selectChoice),
    today: useSelector(actor, selectToday),
    report: useSelector(actor, selectReport),
    failure: useSelector(actor, selectFailure),
    exportFailure: useSelector(actor, selectExportFailure),
    loading: useSelector(actor, selectLoading),
    empty: useSelector(actor, selectEmpty),
    ready: useSelector(actor, selectReady),
    exporting: useSelector(actor, selectExporting),
    canExport: useSelector(actor, selectCanExport),
  };
}

export type AnalyticsState = ReturnType<typeof useAnalytics>;
