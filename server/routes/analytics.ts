import { analyticsEndpoints, linesFileName } from '../../contract/analytics';
import { can } from '../../contract/permissions';
import { analyticsLinesCsv } from '../analytics/lines-csv';
import { analyticsReport } from '../analytics/report';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';

/** Dashboard de compras: the company's purchases in a period, and their lines as CSV. */
export function analyticsRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps)
    .on(analyticsEndpoints.report, (_c, { user, query }) =>
      analyticsReport(db, user.partnerId, query, clock.now(), can(user.role, 'invoices.read')),
    )
    .on(analyticsEndpoints.lines, async (c, { user, query }) => {
      const csv = await analyticsLinesCsv(db, user.partnerId, query);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${linesFileName(query)}"`,
        'Cache-Control': 'no-store',
      });
    }).app;
}
