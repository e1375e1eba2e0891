import { createActorContext } from '@xstate/react';
import { accountFlowsMachine } from '../../machines/account-flows.machine';

/** The registration, verification and reset machine shared by the auth pages other than the login. */
export const AccountFlowsContext = createActorContext(accountFlowsMachine);
