import { spendingLimitEndpoints } from '../../contract/spending-limits';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { buyerSpending, companyLimits, setCompanyRule, setMemberRule } from '../spending-limits/rules';

/** Empresa's spending limits, and the signed-in buyer's own as the checkout reads them. */
export function spendingLimitRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return endpointRouter(deps)
    .on(spendingLimitEndpoints.company, (_c, { user }) => companyLimits(deps, user.partnerId))
    .on(spendingLimitEndpoints.setCompany, (_c, { user, body }) => setCompanyRule(deps, user.partnerId, body))
    .on(spendingLimitEndpoints.setMember, (_c, { user, params: { id }, body }) => setMemberRule(deps, user.partnerId, id, body.rule))
    .on(spendingLimitEndpoints.mine, (_c, { user }) => buyerSpending(db, user, santiagoDate(clock.now()))).app;
}
