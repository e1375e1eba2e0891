import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../machines/session.machine';

/** The one session actor of the app; views select from it and send it events. */
export const SessionContext = createActorContext(sessionMachine);
