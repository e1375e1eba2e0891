import { fromPromise } from 'xstate';
import { analyticsEndpoints, type AnalyticsReport } from '../../contract/analytics';
import type { analyticsMachine } from '../../machines/analytics.machine';
import type { Period } from '../../machines/rules/period';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';
import { saveFile } from './invoices-list.actors';

/** The analytics page's calls: the report of a period, its lines as CSV, and the browser's download. */
export function analyticsEffects(client: ApiClient, doc?: Document): MachineEffects<typeof analyticsMachine> {
  const api = failing(client);
  return {
    actors: {
      loadReport: fromPromise<AnalyticsReport, Period>(({ input }) => api.request(analyticsEndpoints.report, { query: input })),
      exportLines: fromPromise<Blob, Period>(({ input }) => api.request(analyticsEndpoints.lines, { query: input })),
    },
    actions: {
      saveFile: (_, { file, fileName }) => saveFile(file, fileName, doc ?? document),
    },
  };
}
