import { accountEndpoints, type VerificationSentResponse } from '../../contract/auth';
import { confirmEmail, resendVerification } from '../auth/email-verification';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { startSession } from '../http/session';

/** Confirming a new account's e-mail, which signs it in, and sending the code again. */
export function verifyRoutes(deps: AppDeps) {
  const sent: VerificationSentResponse = { status: 'verification_sent' };

  return endpointRouter(deps)
    .on(accountEndpoints.verify, async (c, { body: proof }) => startSession(c, deps, await confirmEmail(deps, proof)))
    .on(accountEndpoints.resend, async (_c, { body: { email } }) => {
      await resendVerification(deps, email);
      return sent;
    }).app;
}
