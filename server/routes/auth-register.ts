import { accountEndpoints, type VerificationSentResponse } from '../../contract/auth';
import { registerCompany } from '../auth/registration';
import type { AppDeps } from '../context';
import { clientAddress } from '../http/client-address';
import { endpointRouter } from '../http/endpoint';

/** A company's sign-up: the same answer whether or not the e-mail already has an account. */
export function registerRoutes(deps: AppDeps) {
  const sent: VerificationSentResponse = { status: 'verification_sent' };

  return endpointRouter(deps).on(accountEndpoints.register, async (c, { body }) => {
    await registerCompany(deps, body, clientAddress(c, deps.config.trustProxy ?? false));
    return sent;
  }).app;
}
