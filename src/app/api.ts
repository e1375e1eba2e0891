import { createApiClient } from '../api/client';
import { earlyReadsFetch } from '../api/early-reads';
import { readStoredToken } from '../actors/session-storage';

/** Fired when the gateway refuses this tab's token; the session provider turns it into `session.refused`. */
export const tokenRefusals = new EventTarget();

export const api = createApiClient(() => readStoredToken()?.value ?? null, {
  fetch: earlyReadsFetch(),
  onUnauthorized: () => tokenRefusals.dispatchEvent(new Event('refused')),
});
