import { accountEndpoints, type PasswordChangedResponse, type ResetSentResponse } from '../../contract/auth';
import { requestPasswordReset, resetPassword } from '../auth/password-reset';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';

/** A forgotten password: the code and link by e-mail, then the new password. */
export function resetRoutes(deps: AppDeps) {
  const sent: ResetSentResponse = { status: 'reset_sent' };
  const changed: PasswordChangedResponse = { status: 'password_changed' };

  return endpointRouter(deps)
    .on(accountEndpoints.resetRequest, async (_c, { body: { email } }) => {
      await requestPasswordReset(deps, email);
      return sent;
    })
    .on(accountEndpoints.resetConfirm, async (_c, { body: { password, proof } }) => {
      await resetPassword(deps, password, proof);
      return changed;
    }).app;
}
