import { assertEvent, assign, setup } from 'xstate';
import type {
  AccountFlowsContext,
  AccountFlowsEvent,
  AccountPage,
  RegisterRequest,
  RegistrationDraft,
  ResetConfirmation,
  VerificationProof,
} from './account-flows.types';
import { failureOf, hasCode } from './failure';
import { notProvided } from './not-provided';
import type { AccessToken } from './session.machine';

/** The gateway sends another code only this long after the previous one (`Retry-After` otherwise). */
export const resendCooldownSeconds = 60;
const countdownTickMs = 1_000;

function draftOf({ password: _password, ...draft }: RegisterRequest): RegistrationDraft {
  return draft;
}

/** A refused submit: the form shows the gateway's reason, keeps what was typed and can be sent again. */
const refused = {
  target: 'failed',
  actions: { type: 'recordFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

export const accountFlowsMachine = setup({
  types: {
    context: {} as AccountFlowsContext,
    events: {} as AccountFlowsEvent,
  },
  actors: {
    register: notProvided.actor<void, RegisterRequest>('account-flows', 'register'),
    verifyEmail: notProvided.actor<AccessToken, VerificationProof>('account-flows', 'verifyEmail'),
    resendCode: notProvided.actor<void, { email: string }>('account-flows', 'resendCode'),
    requestReset: notProvided.actor<void, { email: string }>('account-flows', 'requestReset'),
    confirmReset: notProvided.actor<void, ResetConfirmation>('account-flows', 'confirmReset'),
  },
  actions: {
    startSession: (_, _token: AccessToken) => notProvided.action('account-flows', 'startSession'),
    showPage: (_, _page: AccountPage) => notProvided.action('account-flows', 'showPage'),
    recordFailure: assign({ failure: (_, { error }: { error: unknown }) => failureOf(error) }),
    clearFailure: assign({ failure: null }),
    clearResendFailure: assign({ resendFailure: null }),
    rememberLink: assign({
      linkToken: ({ event }) => {
        assertEvent(event, 'verification.open');
        return event.token;
      },
    }),
    takeEmail: assign({
      email: ({ context, event }) => {
        assertEvent(event, ['verification.open', 'verification.submit', 'verification.resend', 'reset.submit']);
        return event.email ?? context.email;
      },
    }),
    restartCooldown: assign({ resendSecondsLeft: resendCooldownSeconds }),
    countDown: assign({ resendSecondsLeft: ({ context }) => Math.max(0, context.resendSecondsLeft - 1) }),
  },
  guards: {
    isNewLink: ({ context, event }) =>
      event.type === 'verification.open' && event.token !== null && event.token !== context.linkToken,
    hasNoLink: ({ event }) => event.type === 'verification.open' && event.token === null,
    isCoolingDown: ({ context }) => context.resendSecondsLeft > 0,
    isResendTooSoon: (_, { error }: { error: unknown }) => hasCode(error, 'resend_too_soon'),
  },
  delays: {
    resendCooldown: ({ context }) => context.resendSecondsLeft * 1000,
    countdownTick: countdownTickMs,
  },
}).createMachine({
  id: 'accountFlows',
  description:
    'Registration, e-mail verification (code or link, a new code 60 s after the last) and password reset: each form sent to the gateway, refusals kept beside the fields, and a verified account handed to the session.',
  initial: 'idle',
  context: {
    draft: null,
    email: '',
    linkToken: null,
    resetToken: null,
    failure: null,
    resendFailure: null,
    resendSecondsLeft: 0,
    resendNotice: null,
  },
  on: {
    'registration.open': '.registering',
    'verification.open': [
      { guard: 'isNewLink', target: '.verifyingLink', actions: 'rememberLink' },
      { guard: 'hasNoLink', target: '.verifying', actions: 'takeEmail' },
    ],
    'reset.open': '.requestingReset',
    'resetConfirm.open': {
      target: '.confirmingReset',
      actions: assign({ resetToken: ({ event }) => event.token }),
    },
  },
  states: {
    idle: {
      description: 'Nothing started: the page the buyer opens says which flow.',
    },
    registering: {
      description: 'The company registration form.',
      initial: 'editing',
      states: {
        editing: {
          on: { 'registration.submit': 'submitting' },
        },
        submitting: {
          tags: ['busy'],
          entry: assign({
            draft: ({ event }) => {
              assertEvent(event, 'registration.submit');
              return draftOf(event.details);
            },
          }),
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'registration.submit');
              return event.details;
            },
            onDone: {
              target: '#accountFlows.verifying',
              actions: [
                assign({
                  email: ({ context }) => context.draft?.email ?? context.email,
                  linkToken: null,
                  resendNotice: null,
                }),
                'restartCooldown',
                { type: 'showPage', params: 'verification' },
              ],
            },
            onError: refused,
          },
        },
        failed: {
          description: 'Refused: the messages sit beside their fields and the form keeps what was typed.',
          tags: ['error'],
          exit: 'clearFailure',
          on: { 'registration.submit': 'submitting' },
        },
      },
    },
    verifying: {
      description: 'The buyer types the 6-digit code; another code may be asked for once the countdown ends.',
      type: 'parallel',
      on: {
        'verification.open': {
          description: 'The page opened again (the buyer came back, or from the login): keep the countdown.',
          guard: 'hasNoLink',
          actions: 'takeEmail',
        },
      },
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: { 'verification.submit': 'submitting' },
            },
            submitting: {
              tags: ['busy', 'checkingCode'],
              entry: 'takeEmail',
              invoke: {
                id: 'verifyCode',
                src: 'verifyEmail',
                input: ({ event }) => {
                  assertEvent(event, 'verification.submit');
                  return { email: event.email, code: event.code };
                },
                onDone: {
                  target: '#accountFlows.verified',
                  actions: { type: 'startSession', params: ({ event }) => event.output },
                },
                onError: refused,
              },
            },
            failed: {
              tags: ['error'],
              exit: 'clearFailure',
              on: { 'verification.submit': 'submitting' },
            },
          },
        },
        resend: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isCoolingDown', target: 'coolingDown' }, { target: 'available' }],
            },
            coolingDown: {
              description: 'A code went out less than 60 s ago: the countdown runs, a second at a time.',
              initial: 'ticking',
              after: {
                resendCooldown: { target: 'available', actions: assign({ resendSecondsLeft: 0 }) },
              },
              states: {
                ticking: {
                  after: { countdownTick: { target: 'ticking', reenter: true, actions: 'countDown' } },
                },
              },
            },
            available: {
              on: { 'verification.resend': 'resending' },
            },
            resending: {
              tags: ['busy', 'resending'],
              entry: ['takeEmail', assign({ resendNotice: null })],
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ event }) => {
                  assertEvent(event, 'verification.resend');
                  return { email: event.email };
                },
                onDone: {
                  target: 'coolingDown',
                  actions: ['restartCooldown', assign({ resendNotice: 'sent' })],
                },
                onError: [
                  {
                    // The gateway counts from a send this tab did not see (another tab, an earlier visit).
                    guard: { type: 'isResendTooSoon', params: ({ event }) => ({ error: event.error }) },
                    target: 'coolingDown',
                    actions: ['restartCooldown', assign({ resendNotice: 'tooSoon' })],
                  },
                  {
                    target: 'failed',
                    actions: assign({ resendFailure: ({ event }) => failureOf(event.error) }),
                  },
                ],
              },
            },
            failed: {
              tags: ['error'],
              exit: 'clearResendFailure',
              on: { 'verification.resend': 'resending' },
            },
          },
        },
      },
    },
    verifyingLink: {
      description: 'Opened from the e-mailed link: verifies at once; a spent or expired link falls back to the code.',
      tags: ['busy'],
      invoke: {
        id: 'verifyLink',
        src: 'verifyEmail',
        input: ({ context }) => {
          if (context.linkToken === null) throw new Error('verifyingLink without a link token');
          return { token: context.linkToken };
        },
        onDone: {
          target: 'verified',
          actions: { type: 'startSession', params: ({ event }) => event.output },
        },
        onError: {
          target: '#accountFlows.verifying.code.failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: {
      description: 'The address is confirmed and the session holds the new access token.',
      entry: { type: 'showPage', params: 'dashboard' },
    },
    requestingReset: {
      description: 'Asks for the e-mail of the account whose password is forgotten.',
      initial: 'editing',
      states: {
        editing: {
          on: { 'reset.submit': 'sending' },
        },
        sending: {
          tags: ['busy'],
          entry: 'takeEmail',
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: ({ event }) => {
              assertEvent(event, 'reset.submit');
              return { email: event.email };
            },
            onDone: {
              target: '#accountFlows.resetSent',
              actions: { type: 'showPage', params: 'resetSent' },
            },
            onError: refused,
          },
        },
        failed: {
          tags: ['error'],
          exit: 'clearFailure',
          on: { 'reset.submit': 'sending' },
        },
      },
    },
    resetSent: {
      description: 'The same answer whether or not the address has an account, so none is revealed.',
    },
    confirmingReset: {
      description: 'A new password, proven by the link token or by the e-mail and its code.',
      initial: 'editing',
      states: {
        editing: {
          on: { 'resetConfirm.submit': 'saving' },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'confirmReset',
            src: 'confirmReset',
            input: ({ context, event }): ResetConfirmation => {
              assertEvent(event, 'resetConfirm.submit');
              const { password, email, code } = event;
              return context.resetToken !== null ? { token: context.resetToken, password } : { email, code, password };
            },
            onDone: '#accountFlows.passwordChanged',
            onError: refused,
          },
        },
        failed: {
          tags: ['error'],
          exit: 'clearFailure',
          on: { 'resetConfirm.submit': 'saving' },
        },
      },
    },
    passwordChanged: {
      description: 'Every earlier session ended; the buyer signs in with the new password.',
    },
  },
});
