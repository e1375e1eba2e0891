import { shallowEqual } from '@xstate/react';
import { AccountFlowsContext } from '../../kernel/account-flows-context';

type Flow = 'registering' | 'verifying' | 'requestingReset' | 'confirmingReset';

/**
 * Whether this page's flow is waiting on the gateway, and why it was refused. Each page asks about its own
 * flow only: until its open event lands, the machine may still be in the flow of the page before.
 */
export function useFlowStatus(flow: Flow) {
  const busy = AccountFlowsContext.useSelector((s) => s.matches(flow) && s.hasTag('busy'));
  const failure = AccountFlowsContext.useSelector((s) => (s.matches(flow) ? s.context.failure : null), shallowEqual);
  return { busy, failure };
}
