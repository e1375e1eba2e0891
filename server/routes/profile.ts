import { sessionEndpoints } from '../../contract/session';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { readUserProfile } from '../profile/user-profile';

/** GET /api/user-profile: the signed-in user. */
export function profileRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(sessionEndpoints.profile, (_c, { user }) => readUserProfile(deps, user.id)).app;
}
