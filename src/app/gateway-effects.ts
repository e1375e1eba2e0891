import type { Effects } from '../actors';
import { api } from './api';

let loading: Promise<Effects> | undefined;

/**
 * The gateway's effects and the contract schemas they check answers with: one chunk, fetched with the
 * first page that needs it and never on the login page's path.
 */
export const loadGatewayEffects = (): Promise<Effects> =>
  (loading ??= import('../actors').then(({ gatewayEffects }) => gatewayEffects(api)));

/** What the app provides: starts the load the first time a page asks, so the entry never waits for it. */
export const gatewayEffectsSource: PromiseLike<Effects> = {
  then: (onLoaded, onFailed) => loadGatewayEffects().then(onLoaded, onFailed),
};
