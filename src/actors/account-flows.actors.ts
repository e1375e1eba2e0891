import type { RegisterRequest } from '../../contract/auth';
import { fromPromise } from 'xstate';
import type { accountFlowsMachine } from '../../machines/account-flows.machine';
import type { ResetConfirmation, VerificationProof } from '../../machines/account-flows.types';
import type { AccessToken } from '../../machines/session.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';
import { accountEndpoints } from '../../contract/auth';

/** The account-flow machine's calls to the gateway; refusals arrive as ApiRequestError with their `fields`. */
export function accountFlowsEffects(client: ApiClient): MachineEffects<typeof accountFlowsMachine> {
  const api = failing(client);
  return {
    actors: {
      register: fromPromise<void, RegisterRequest>(async ({ input }) => {
        await api.request(accountEndpoints.register, { body: input });
      }),
      verifyEmail: fromPromise<AccessToken, VerificationProof>(async ({ input }) => {
        const answer = await api.request(accountEndpoints.verify, { body: input });
        return { value: answer.accessToken, exp: answer.expiresAt };
      }),
      resendCode: fromPromise<void, { email: string }>(async ({ input }) => {
        await api.request(accountEndpoints.resend, { body: input });
      }),
      requestReset: fromPromise<void, { email: string }>(async ({ input }) => {
        await api.request(accountEndpoints.resetRequest, { body: input });
      }),
      confirmReset: fromPromise<void, ResetConfirmation>(async ({ input }) => {
        await api.request(accountEndpoints.resetConfirm, { body: input });
      }),
    },
  };
}
