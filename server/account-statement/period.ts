import { statementPeriodMessages, statementPeriodProblem, type StatementPeriod } from '../../contract/account-statement';
import { santiagoDate } from '../../machines/rules/calendar';
import { ApiError } from '../http/errors';

/**
 * The period a statement request asks for, on the Santiago day of `now`: a day left out is the first of
 * the current month (`from`) or today (`to`). The contract's schema has refused malformed days and two
 * given days out of order or too far apart; what needs the clock (a day after today, or a default that
 * lands out of order) is refused here with the same words, beside `to`.
 */
export function statementPeriodOf(query: { from?: string; to?: string }, now: Date): StatementPeriod {
  const today = santiagoDate(now);
  const period = { from: query.from ?? `${today.slice(0, 7)}-01`, to: query.to ?? today };
  const problem = statementPeriodProblem(period, today);
  if (problem) throw new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', { to: [statementPeriodMessages[problem]] });
  return period;
}
