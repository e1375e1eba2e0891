import { createApiClient } from '../api/client';
import { readStoredToken } from '../actors/session-storage';

export const api = createApiClient(() => readStoredToken()?.value ?? null);
