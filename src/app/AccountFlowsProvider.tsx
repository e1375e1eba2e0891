import { createActorContext } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { accountFlowsMachine } from '../../machines/account-flows.machine';
import type { AccountPage } from '../../machines/account-flows.types';
import { accountFlowsActors, type AccountFlowsActors } from '../actors/account-flows.actors';
import { api } from './api';
import { paths } from './paths';
import { SessionContext } from './session-context';

/** The registration, verification and reset machine shared by the auth pages other than the login. */
export const AccountFlowsContext = createActorContext(accountFlowsMachine);

/** Replaces the machine's gateway calls: the app leaves it empty, view tests pass fakes. */
export const AccountFlowsGateway = createContext<AccountFlowsActors | null>(null);

const pagePaths: Record<AccountPage, string> = {
  verification: paths.verification,
  resetSent: paths.resetSent,
  dashboard: paths.dashboard,
};

/**
 * Runs the account-flow machine around the auth routes that use it, so it loads with them and not with
 * the entry bundle, and one actor follows the buyer from the form to the page after it.
 */
export default function AccountFlowsProvider() {
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const replaced = useContext(AccountFlowsGateway);
  const logic = useMemo(
    () =>
      accountFlowsMachine.provide({
        actors: replaced ?? accountFlowsActors(api),
        actions: {
          startSession: (_, token) => session.send({ type: 'session.tokenSet', token }),
          showPage: (_, page) => void navigate(pagePaths[page]),
        },
      }),
    [replaced, session, navigate],
  );
  return (
    <AccountFlowsContext.Provider logic={logic}>
      <Outlet />
    </AccountFlowsContext.Provider>
  );
}
