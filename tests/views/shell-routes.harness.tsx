import { vi } from 'vitest';
import type { AccessToken, SessionInput, SessionUser } from '../../machines/session.machine';
import { sessionWithFakes } from './session-fakes';
import { defaultSettings, toStoredSettings, type ThemeSettings } from '../../machines/rules/settings';
import type { SettingsInput } from '../../machines/settings.machine';

export const now = Date.now();
export const token: AccessToken = { value: 'a.b.c', exp: now / 1000 + 900 };

export const daniela: SessionUser = {
  id: 1,
  role: 'admin',
  isPremium: false,
  displayName: 'Daniela Muñoz',
  email: 'demo@despensa.cl',
};

/** A session over fake effects, signed in as `user` when `signedIn`, whose logout the test can watch. */
export function sessionFor(user: SessionUser = daniela, { signedIn = true } = {}) {
  const logOut = vi.fn(async () => {});
  const goHome = vi.fn();
  const logic = sessionWithFakes(user, { logIn: async () => token, logOut, goHome });
  const input: SessionInput = { token: signedIn ? token : null, now: () => now, buildVersion: '1.5.4' };
  return { logic, input, logOut, goHome };
}

/** Stored settings with `changes` over the defaults, as localStorage would hold them. */
export function storedSettings(changes: Partial<ThemeSettings>): SettingsInput {
  return { storedSettings: JSON.stringify(toStoredSettings({ ...defaultSettings, ...changes })), storedLanguage: null };
}

