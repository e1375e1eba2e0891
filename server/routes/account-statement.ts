import { accountStatementEndpoints, statementFileName, type StatementPeriod } from '../../contract/account-statement';
import { statementPeriodOf } from '../account-statement/period';
import { accountStatementOf } from '../account-statement/statement';
import { statementCsv } from '../account-statement/statement-csv';
import { statementPdf } from '../account-statement/statement-pdf';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';

const download = (period: StatementPeriod, extension: 'pdf' | 'csv') => ({
  'Content-Disposition': `attachment; filename="${statementFileName(period, extension)}"`,
  'Cache-Control': 'no-store',
});

/** Estado de cuenta: the company's statement of a period, as JSON for the page, as a PDF and as a CSV. */
export function accountStatementRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const statementOf = (partnerId: number, query: { from?: string; to?: string }) => {
    const period = statementPeriodOf(query, clock.now());
    return accountStatementOf(db, partnerId, period);
  };
  return endpointRouter(deps)
    .on(accountStatementEndpoints.statement, (_c, { user, query }) => statementOf(user.partnerId, query))
    .on(accountStatementEndpoints.pdf, async (c, { user, query }) => {
      const statement = await statementOf(user.partnerId, query);
      const pdf = await statementPdf(statement, clock.now());
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', ...download(statement.period, 'pdf') });
    })
    .on(accountStatementEndpoints.csv, async (c, { user, query }) => {
      const statement = await statementOf(user.partnerId, query);
      return c.body(statementCsv(statement), 200, { 'Content-Type': 'text/csv; charset=utf-8', ...download(statement.period, 'csv') });
    }).app;
}
