import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { ClubChargeStatus, ClubOverview, JoinClubResponse, MembershipChange } from '../contract/club';
import { failedLoad } from './failed-load';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

export interface SubscriptionInput {
  /** The club charge the provider sent the buyer back with (`?pago=`), if any. */
  returningCharge: string | null;
}

export interface SubscriptionContext {
  returningCharge: string | null;
  overview: ClubOverview | null;
  /** Why the page could not be read, or the return could not be checked; set only in `failed` and `verifyFailed`. */
  failure: Failure | null;
  /** Why the gateway refused a change or a payment; shown until the next change or dismissed. */
  refusal: Failure | null;
  /** The plan being joined, from choosing it until the browser leaves for the provider. */
  planId: number | null;
  /** What the provider said of the payment the buyer came back from, announced until dismissed. */
  outcome: ClubChargeStatus | null;
}

export type SubscriptionEvent =
  | { type: 'club.retry' }
  | { type: 'club.choose'; planId: number }
  | { type: 'club.back' }
  | { type: 'club.pay'; paymentMethodId: number }
  | { type: 'club.cancel' }
  | { type: 'club.confirmCancel' }
  | { type: 'club.keep' }
  | { type: 'club.resume' }
  | { type: 'club.change'; change: MembershipChange }
  | { type: 'club.dismiss' }
  | { type: 'club.dismissOutcome' };

type Details = NonNullable<ClubOverview['membership']['details']>;
const stateOf = (context: SubscriptionContext): Details['state'] | null => context.overview?.membership.details?.state ?? null;

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as SubscriptionInput,
  },
  actors: {
    fetchOverview: notProvided.actor<ClubOverview, void>('subscription', 'fetchOverview'),
    checkCharge: notProvided.actor<ClubChargeStatus, { chargeId: string }>('subscription', 'checkCharge'),
    join: notProvided.actor<JoinClubResponse, { planId: number; paymentMethodId: number }>('subscription', 'join'),
    cancel: notProvided.actor<ClubOverview, void>('subscription', 'cancel'),
    resume: notProvided.actor<ClubOverview, void>('subscription', 'resume'),
    change: notProvided.actor<ClubOverview, MembershipChange>('subscription', 'change'),
  },
  actions: {
    redirectToProvider: (_, _params: { url: string }) => notProvided.action('subscription', 'redirectToProvider'),
    /** The membership started: the session reads the profile again, here and in the other tabs. */
    announceMembership: () => notProvided.action('subscription', 'announceMembership'),
  },
  guards: {
    isReturning: ({ context }) => context.returningCharge !== null,
    wasApproved: (_, output: ClubChargeStatus) => output.status === 'approved',
    isActive: ({ context }) => stateOf(context) === 'active',
    isCancelling: ({ context }) => stateOf(context) === 'cancelling',
    isInGrace: ({ context }) => stateOf(context) === 'grace',
    isLapsed: ({ context }) => stateOf(context) === 'lapsed',
    isOffered: ({ context, event }) => 'planId' in event && context.overview?.plans.some((plan) => plan.id === event.planId) === true,
  },
}).createMachine({
  id: 'subscription',
  description:
    "Club CXTI: the plans and the figure that sells them, joining by paying through the provider (checked with the gateway on the way back), and a member's membership: cancelled until the end of the period, resumed, plan and card changed, in grace after a declined renewal, lapsed.",
  context: ({ input }) => ({ returningCharge: input.returningCharge, overview: null, failure: null, refusal: null, planId: null, outcome: null }),
  initial: 'entering',
  on: { 'club.dismissOutcome': { actions: assign({ outcome: null }) } },
  states: {
    entering: {
      description: 'Opened by the provider sending the buyer back, or by the buyer.',
      always: [{ guard: 'isReturning', target: 'verifying' }, { target: 'loading' }],
    },
    verifying: {
      description: 'Back from the provider: the gateway reads the payment from the provider; the address alone proves nothing.',
      tags: ['busy'],
      invoke: {
        id: 'checkCharge',
        src: 'checkCharge',
        input: ({ context }) => ({ chargeId: context.returningCharge as string }),
        onDone: [
          {
            guard: { type: 'wasApproved', params: ({ event }) => event.output },
            target: 'loading',
            actions: [assign({ outcome: ({ event }) => event.output, returningCharge: null }), 'announceMembership'],
          },
          { target: 'loading', actions: assign({ outcome: ({ event }) => event.output, returningCharge: null }) },
        ],
        onError: { target: 'verifyFailed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    verifyFailed: {
      description: 'The payment could not be checked (no connection): nothing is assumed; check again, or go on to the page.',
      tags: ['error'],
      exit: assign({ failure: null }),
      on: {
        'club.retry': 'verifying',
        'club.dismiss': { target: 'loading', actions: assign({ returningCharge: null }) },
      },
    },
    loading: {
      description: 'Reading the plans and the membership; what was shown stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetchOverview',
        src: 'fetchOverview',
        onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: failedLoad<SubscriptionContext, SubscriptionEvent>('club.retry', 'The page could not be read: the message and a retry are shown.'),
    ready: {
      initial: 'routing',
      on: { 'club.dismiss': { actions: assign({ refusal: null }) } },
      states: {
        routing: {
          description: 'Which page the membership calls for.',
          always: [
            { guard: 'isActive', target: 'active' },
            { guard: 'isCancelling', target: 'cancelledUntilEnd' },
            { guard: 'isInGrace', target: 'grace' },
            { guard: 'isLapsed', target: 'lapsed' },
            { target: 'notMember' },
          ],
        },
        notMember: {
          description: 'The plans, their benefits and the savings the company would have had.',
          on: { 'club.choose': { guard: 'isOffered', target: 'choosing', actions: assign({ planId: ({ event }) => event.planId, refusal: null }) } },
        },
        lapsed: {
          description: 'The membership ended: the plans again, to join again.',
          on: { 'club.choose': { guard: 'isOffered', target: 'choosing', actions: assign({ planId: ({ event }) => event.planId, refusal: null }) } },
        },
        choosing: {
          description: 'A plan chosen: how to pay it (a card on the provider page or a saved card).',
          on: {
            'club.pay': { target: 'paying', actions: assign({ refusal: null }) },
            'club.back': { target: 'routing', actions: assign({ planId: null, refusal: null }) },
          },
        },
        paying: {
          description: "The gateway opens the payment at the provider; the button is disabled.",
          tags: ['busy'],
          invoke: {
            id: 'join',
            src: 'join',
            input: ({ context, event }) => {
              assertEvent(event, 'club.pay');
              return { planId: context.planId as number, paymentMethodId: event.paymentMethodId };
            },
            onDone: {
              target: '#subscription.redirecting',
              actions: { type: 'redirectToProvider', params: ({ event }) => ({ url: event.output.redirect_url }) },
            },
            onError: { target: 'choosing', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) },
          },
        },
        active: {
          description: 'A member: plan, member since, next renewal and its card, the savings; change the plan or the card, or cancel.',
          on: {
            'club.cancel': { target: 'confirmingCancel', actions: assign({ refusal: null }) },
            'club.change': { target: 'changing', actions: assign({ refusal: null }) },
          },
        },
        confirmingCancel: {
          description: 'A dialog asks whether to cancel: club prices stay until the end of the period paid.',
          on: { 'club.confirmCancel': 'cancelling', 'club.keep': 'active' },
        },
        cancelling: {
          tags: ['busy'],
          invoke: { id: 'cancel', src: 'cancel', onDone: { target: 'routing', actions: assign({ overview: ({ event }) => event.output, refusal: null }) }, onError: { target: 'active', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) } },
        },
        cancelledUntilEnd: {
          description: 'Cancelled: club prices until the end of the period, then list prices; "Reanudar" undoes it.',
          on: { 'club.resume': { target: 'resuming', actions: assign({ refusal: null }) } },
        },
        resuming: {
          tags: ['busy'],
          invoke: { id: 'resume', src: 'resume', onDone: { target: 'routing', actions: assign({ overview: ({ event }) => event.output, refusal: null }) }, onError: { target: 'cancelledUntilEnd', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) } },
        },
        grace: {
          description: 'A renewal was declined: club prices through the grace days, the retries to come, and changing the card.',
          on: { 'club.change': { target: 'changing', actions: assign({ refusal: null }) } },
        },
        changing: {
          tags: ['busy'],
          invoke: {
            id: 'change',
            src: 'change',
            input: ({ event }) => {
              assertEvent(event, 'club.change');
              return event.change;
            },
            onDone: { target: 'routing', actions: assign({ overview: ({ event }) => event.output, refusal: null }) },
            onError: { target: 'routing', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
    },
    redirecting: {
      description: "The browser is on its way to the provider's payment page.",
      tags: ['busy'],
      type: 'final',
    },
  },
});

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;
