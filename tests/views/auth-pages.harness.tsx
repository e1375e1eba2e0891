import type { RegisterRequest } from '../../contract/auth';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ResetConfirmation, VerificationProof } from '../../machines/account-flows.types';
import type { AccessToken, SessionUser } from '../../machines/session.machine';
import type { Effects } from '../../src/kernel/effects';
import { appEffects } from './effects-fakes';
import { heldCalls } from './path-replay';
import { renderApp } from './render-app';
import { sessionWithFakes, type SessionFakes } from './session-fakes';

export const now = Date.now();
/** A fresh 15-minute access token, as the gateway hands out on verification. */
export const token: AccessToken = { value: 'h.p.s', exp: Math.floor(now / 1000) + 900 };
export const camila: SessionUser = { id: 9, role: 'admin', isPremium: false, displayName: 'Camila Soto', email: 'compras@losaromos.cl' };

/**
 * The account-flow machine's gateway calls, each held until the test answers it, so a test decides what
 * the gateway says and when, as a model path does.
 */
export function heldGateway() {
  const calls = heldCalls(['register', 'verifyEmail', 'resendCode', 'requestReset', 'confirmReset'] as const);
  return {
    ...calls,
    actors: {
      register: calls.held<void, RegisterRequest>('register'),
      verifyEmail: calls.held<AccessToken, VerificationProof>('verifyEmail'),
      resendCode: calls.held<void, { email: string }>('resendCode'),
      requestReset: calls.held<void, { email: string }>('requestReset'),
      confirmReset: calls.held<void, ResetConfirmation>('confirmReset'),
    },
  };
}

/** A session whose gateway calls answer at once: no refresh cookie, and Camila's profile once signed in. */
export const quietSession = (fakes: Pick<SessionFakes, 'logIn' | 'refreshToken'> = {}) => sessionWithFakes(camila, fakes);

/** The app's real route table at `path`, with the account-flow machine's gateway calls replaced. */
export function renderAuth(path: string, actors: NonNullable<Effects['accountFlows']['actors']>, session = quietSession()) {
  const effects = appEffects({ accountFlows: { actors } });
  return renderApp(path, session, { token: null, now: () => now, buildVersion: '1.5.4' }, { effects });
}

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text the way a password manager or a paste would. */
export async function fill(user: User, label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value !== '') {
    await user.click(field);
    await user.paste(value);
  }
}
