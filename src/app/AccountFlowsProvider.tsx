import { useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { accountFlowsMachine } from '../../machines/account-flows.machine';
import type { AccountPage } from '../../machines/account-flows.types';
import { AccountFlowsContext } from '../kernel/account-flows-context';
import { useEffects } from '../kernel/effects';
import { paths } from '../kernel/paths';
import { SessionContext } from '../kernel/session-context';

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
  const effects = useEffects().accountFlows;
  const logic = useMemo(
    () =>
      accountFlowsMachine.provide({
        ...effects,
        actions: {
          ...effects.actions,
          startSession: (_, token) => session.send({ type: 'session.tokenSet', token }),
          showPage: (_, page) => void navigate(pagePaths[page]),
        },
      }),
    [effects, session, navigate],
  );
  return (
    <AccountFlowsContext.Provider logic={logic}>
      <Outlet />
    </AccountFlowsContext.Provider>
  );
}
