import { companyEndpoints } from '../../contract/company';
import type { AppDeps } from '../context';
import { readCompany, updateCompany } from '../company/company-data';
import { acceptInvitation, cancelInvitation, invitationStatusOf, invite, resendInvitation } from '../company/invitations';
import { listMembers, updateMember } from '../company/members';
import { endpointRouter } from '../http/endpoint';
import { startSession } from '../http/session';

/** Empresa: the company's data, its users and invitations; and the invitee's acceptance, which signs them in. */
export function companyRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRouter(deps)
    .on(companyEndpoints.read, (_c, { user }) => readCompany(db, user.partnerId))
    .on(companyEndpoints.update, (_c, { user, body }) => updateCompany(db, user.partnerId, body))
    .on(companyEndpoints.members, (_c, { user }) => listMembers(db, user.partnerId))
    .on(companyEndpoints.updateMember, (_c, { user, params: { id }, body }) => updateMember(deps, user.partnerId, id, body))
    .on(companyEndpoints.invite, (_c, { user, body }) => invite(deps, user, body))
    .on(companyEndpoints.resendInvitation, (_c, { user, params: { id } }) => resendInvitation(deps, user, id))
    .on(companyEndpoints.cancelInvitation, (_c, { user, params: { id } }) => cancelInvitation(deps, user.partnerId, id))
    .on(companyEndpoints.checkInvitation, (_c, { body }) => invitationStatusOf(deps, body.token))
    .on(companyEndpoints.acceptInvitation, async (c, { body }) => {
      const userId = await acceptInvitation(deps, body);
      return startSession(c, deps, userId);
    }).app;
}
