import { jwtDecode } from 'jwt-decode';
import type { AccessToken, SessionUser } from '../../machines/session.machine';

const tokenKey = 'accessToken';
const userKey = 'user';

/**
 * The stored token with its `exp`, or null when absent or not a JWT at all. The signature is the
 * gateway's business; the app only reads `exp` to know when to refresh.
 */
export function readStoredToken(storage: Storage = sessionStorage): AccessToken | null {
  const value = storage.getItem(tokenKey);
  if (!value) return null;
  try {
    const { exp } = jwtDecode(value);
    return typeof exp === 'number' ? { value, exp } : null;
  } catch {
    return null;
  }
}

export function storeToken(token: AccessToken, storage: Storage = sessionStorage) {
  storage.setItem(tokenKey, token.value);
}

/**
 * The profile this tab stored, or null when absent or not one (a corrupt or edited value): only what the
 * navigation shows until the gateway answers; the gateway decides what the user may do.
 */
export function readStoredUser(storage: Storage = sessionStorage): SessionUser | null {
  try {
    const user = JSON.parse(storage.getItem(userKey) ?? 'null') as Partial<SessionUser> | null;
    if (!user || typeof user !== 'object') return null;
    const { id, role, isPremium, displayName, email } = user;
    // A null id is the empty user stored after a failed read: no profile.
    const valid = typeof id === 'number' && Number.isInteger(id) && typeof role === 'string' && typeof isPremium === 'boolean' && typeof displayName === 'string' && typeof email === 'string';
    return valid ? { id, role, isPremium, displayName, email } : null;
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser | null, storage: Storage = sessionStorage) {
  if (user) storage.setItem(userKey, JSON.stringify(user));
  else storage.removeItem(userKey);
}

export function clearStoredSession(storage: Storage = sessionStorage) {
  storage.removeItem(tokenKey);
  storage.removeItem(userKey);
}

const versionKey = 'version';
const versionReloadKey = 'versionReloadAt';

/** The version last seen by any tab (localStorage, shared by tabs). */
export function readStoredVersion(store: Storage = localStorage): string | null {
  return store.getItem(versionKey);
}

export function storeVersion(version: string, store: Storage = localStorage) {
  store.setItem(versionKey, version);
}

/** When this tab last reloaded for a new version; sessionStorage survives the reload itself. */
export function readVersionReloadAt(store: Storage = sessionStorage): number | null {
  const value = Number(store.getItem(versionReloadKey));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storeVersionReloadAt(at: number, store: Storage = sessionStorage) {
  store.setItem(versionReloadKey, String(at));
}
