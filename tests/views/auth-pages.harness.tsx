import type { RegisterRequest } from '../../contract/auth';
import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ResetConfirmation, VerificationProof } from '../../machines/account-flows.types';
import { fromPromise } from 'xstate';
import type { AccessToken, SessionUser } from '../../machines/session.machine';
import type { AccountFlowsActors } from '../../src/actors/account-flows.actors';
import { appEffects } from './effects-fakes';
import { renderApp } from './render-app';
import { sessionWithFakes, type SessionFakes } from './session-fakes';

export const now = Date.now();
/** A fresh 15-minute access token, as the gateway hands out on verification. */
export const token: AccessToken = { value: 'h.p.s', exp: Math.floor(now / 1000) + 900 };
export const camila: SessionUser = { id: 9, role: 'admin', isPremium: false, displayName: 'Camila Soto', email: 'compras@losaromos.cl' };

type Settle = { output?: unknown } | { error: unknown };
interface Call {
  input: unknown;
  settle: (outcome: Settle) => void;
}

const actorNames = ['register', 'verifyEmail', 'resendCode', 'requestReset', 'confirmReset'] as const;
export type GatewayCall = (typeof actorNames)[number];

/**
 * The account-flow machine's gateway calls, each held until the test answers it, so a test decides what
 * the gateway says and when, as a model path does.
 */
export function heldGateway() {
  const calls = Object.fromEntries(actorNames.map((name) => [name, [] as Call[]])) as Record<GatewayCall, Call[]>;
  const held = <TOutput, TInput>(name: GatewayCall) =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls[name].push({
            input,
            settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.output as TOutput)),
          });
        }),
    );
  return {
    actors: {
      register: held<void, RegisterRequest>('register'),
      verifyEmail: held<AccessToken, VerificationProof>('verifyEmail'),
      resendCode: held<void, { email: string }>('resendCode'),
      requestReset: held<void, { email: string }>('requestReset'),
      confirmReset: held<void, ResetConfirmation>('confirmReset'),
    },
    inputs: (name: GatewayCall) => calls[name].map((call) => call.input),
    /** Answers the latest call of `name` (an earlier one belongs to a state already left). */
    async answer(name: GatewayCall, outcome: Settle) {
      const call = calls[name].at(-1);
      if (!call) throw new Error(`the page never called ${name}`);
      await act(async () => call.settle(outcome));
    },
  };
}

export type HeldGateway = ReturnType<typeof heldGateway>;

/** A session whose gateway calls answer at once: no refresh cookie, and Camila's profile once signed in. */
export const quietSession = (fakes: Pick<SessionFakes, 'logIn' | 'refreshToken'> = {}) => sessionWithFakes(camila, fakes);

/** The app's real route table at `path`, with the account-flow machine's gateway calls replaced. */
export function renderAuth(path: string, actors: AccountFlowsActors, session = quietSession()) {
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
