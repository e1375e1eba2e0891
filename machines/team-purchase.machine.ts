import { assign, setup, type SnapshotFrom } from 'xstate';
import type { PaymentMethod } from '../contract/payments';
import type { Campaign, CommitAnswer, Commitment } from '../contract/team-purchase';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

/** Which page opened the machine: the campaigns, the batch cart or the confirmation. */
export type TeamPurchaseEntry = 'browse' | 'commit' | 'confirmed';

/** Where the machine sends the buyer when its state belongs to the other page of the campaign. */
export interface HandOver {
  page: 'commit' | 'confirmed';
  campaignId: number;
}

export interface TeamPurchaseInput {
  entry: TeamPurchaseEntry;
  /** The campaign of the batch cart and the confirmation (`?campana=`); null on the list. */
  campaignId: number | null;
  signedIn: boolean;
  /** The role may commit (admin, comprador): the payment methods are read too. */
  canCommit: boolean;
}

export interface TeamPurchaseData {
  campaigns: readonly Campaign[];
  /** The company's commitments; empty for a visitor. */
  commitments: readonly Commitment[];
  /** What a commitment can be secured with: credit and current saved cards. Empty unless the role commits. */
  methods: readonly PaymentMethod[];
}

export interface TeamPurchaseDraft {
  quantity: number;
  paymentMethodId: number | null;
}

export interface TeamPurchaseContext extends TeamPurchaseInput, TeamPurchaseData {
  draft: TeamPurchaseDraft;
  /** Why the page could not be read; set only in `failed`. */
  failure: Failure | null;
  /** Why the gateway refused a commitment or a withdrawal; shown until the next change. */
  refusal: Failure | null;
  /** Refreshes of the list that failed in a row: the next waits longer, and the list says it may be behind. */
  pollFailures: number;
}

export type TeamPurchaseEvent =
  | { type: 'tp.retry' }
  | { type: 'tp.setQuantity'; quantity: number }
  | { type: 'tp.setMethod'; paymentMethodId: number }
  | { type: 'tp.submit' }
  | { type: 'tp.change' }
  | { type: 'tp.cancelChange' }
  | { type: 'tp.withdraw' }
  | { type: 'tp.confirmWithdraw' }
  | { type: 'tp.keep' }
  | { type: 'tp.commitAgain' };

/** First refresh of the list after this long; each failure in a row doubles it, up to `maxPollMs`. */
export const pollMs = 15_000;
export const maxPollMs = 120_000;

/** The methods a commitment may be secured with: credit, and saved cards that have not expired. */
export const securingMethods = (methods: readonly PaymentMethod[]) =>
  methods.filter((method) => method.code === 'credit' || (method.code === 'saved_card' && method.card?.state !== 'expired'));

export const campaignOf = (context: Pick<TeamPurchaseContext, 'campaigns' | 'campaignId'>) =>
  context.campaigns.find((campaign) => campaign.id === context.campaignId) ?? null;

export const commitmentOf = (context: Pick<TeamPurchaseContext, 'commitments'>, campaignId: number | null) =>
  context.commitments.find((commitment) => commitment.campaign_id === campaignId) ?? null;

const activeCommitment = (context: TeamPurchaseContext) => {
  const commitment = commitmentOf(context, context.campaignId);
  return commitment?.state === 'active' ? commitment : null;
};

/** What the batch cart starts from: the company's commitment, or the campaign's minimum on its first method. */
function draftOf(context: TeamPurchaseContext): TeamPurchaseDraft {
  const commitment = activeCommitment(context);
  if (commitment) return { quantity: commitment.quantity, paymentMethodId: commitment.payment_method_id };
  const usable = securingMethods(context.methods);
  const preferred = usable.find((method) => method.code === 'credit') ?? usable.find((method) => method.card?.is_primary) ?? usable[0];
  return { quantity: campaignOf(context)?.min_per_company ?? 1, paymentMethodId: preferred?.id ?? null };
}

/** Whether the quantity is one the campaign takes from one company, in the units it is sold in. */
export function quantityProblem(campaign: Campaign, quantity: number): 'belowMinimum' | 'aboveMaximum' | 'unit' | null {
  const decimals = campaign.product.uom === 'kg' ? 10 : 1;
  if (!Number.isFinite(quantity) || Math.round(quantity * decimals) !== quantity * decimals) return 'unit';
  if (quantity < campaign.min_per_company) return 'belowMinimum';
  if (campaign.max_per_company !== null && quantity > campaign.max_per_company) return 'aboveMaximum';
  return null;
}

/**
 * A confirmed commitment belongs on the confirmation page and a commitment being made on the batch cart:
 * the hand-over to `page` when its state was entered on the other one.
 */
function handOverTo(context: TeamPurchaseContext, page: HandOver['page']): HandOver | null {
  return context.entry !== page && context.entry !== 'browse' && context.campaignId !== null ? { page, campaignId: context.campaignId } : null;
}

const withCampaign = (campaigns: readonly Campaign[], updated: Campaign) =>
  campaigns.map((campaign) => (campaign.id === updated.id ? updated : campaign));

const withCommitment = (commitments: readonly Commitment[], updated: Commitment) => [
  updated,
  ...commitments.filter((commitment) => commitment.campaign_id !== updated.campaign_id),
];

/** The batch cart's fields, while the buyer may type (not while the gateway is securing the commitment). */
const editDraft = {
  'tp.setQuantity': { target: '#teamPurchase.committing.editing', actions: 'setQuantity' },
  'tp.setMethod': { guard: 'isOffered', target: '#teamPurchase.committing.editing', actions: 'setMethod' },
} as const;

export const teamPurchaseMachine = setup({
  types: {
    context: {} as TeamPurchaseContext,
    events: {} as TeamPurchaseEvent,
    input: {} as TeamPurchaseInput,
  },
  actors: {
    load: notProvided.actor<TeamPurchaseData, { signedIn: boolean; canCommit: boolean }>('teamPurchase', 'load'),
    commit: notProvided.actor<CommitAnswer, { campaignId: number; quantity: number; paymentMethodId: number }>('teamPurchase', 'commit'),
    withdraw: notProvided.actor<Campaign, { campaignId: number }>('teamPurchase', 'withdraw'),
  },
  actions: {
    /** Opens the other page of the campaign, which the address names: provided by the app (the router). */
    handOver: (_, _params: HandOver) => notProvided.action('teamPurchase', 'handOver'),
    setQuantity: assign(({ context, event }) => (event.type === 'tp.setQuantity' ? { draft: { ...context.draft, quantity: event.quantity }, refusal: null } : {})),
    setMethod: assign(({ context, event }) => (event.type === 'tp.setMethod' ? { draft: { ...context.draft, paymentMethodId: event.paymentMethodId }, refusal: null } : {})),
  },
  delays: {
    nextRefresh: ({ context }) => Math.min(maxPollMs, pollMs * 2 ** context.pollFailures),
  },
  guards: {
    isBrowsing: ({ context }) => context.entry === 'browse',
    onOtherPage: ({ context }, { page }: { page: HandOver['page'] }) => handOverTo(context, page) !== null,
    isMissing: ({ context }) => campaignOf(context) === null,
    isClosed: ({ context }) => campaignOf(context)?.state !== 'open',
    wantsConfirmation: ({ context }) => context.entry === 'confirmed' && activeCommitment(context) !== null,
    isCommitted: ({ context }) => activeCommitment(context) !== null,
    isDraftValid: ({ context }) => {
      const campaign = campaignOf(context);
      return campaign !== null && context.draft.paymentMethodId !== null && quantityProblem(campaign, context.draft.quantity) === null;
    },
    isBehind: ({ context }) => context.pollFailures > 0,
    isOffered: ({ context, event }) =>
      event.type === 'tp.setMethod' && securingMethods(context.methods).some((method) => method.id === event.paymentMethodId),
    isCampaignClosed: ({ event }) => failureOf((event as { error?: unknown }).error).code === 'campaign_closed',
  },
}).createMachine({
  id: 'teamPurchase',
  description:
    "Team Purchase for the buyer: the campaigns with their live progress, the batch cart where a company commits a quantity secured with credit or a saved card, the confirmation where it changes or withdraws it, and a campaign's outcome once closed.",
  context: ({ input }) => ({
    ...input,
    campaigns: [],
    commitments: [],
    methods: [],
    draft: { quantity: 1, paymentMethodId: null },
    failure: null,
    refusal: null,
    pollFailures: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ signedIn: context.signedIn, canCommit: context.canCommit }),
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({ ...event.output, failure: null })),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    routing: {
      description: 'Which screen the page opens on, from what was read.',
      always: [
        { guard: 'isBrowsing', target: 'browsing' },
        { guard: 'isMissing', target: 'missing' },
        { guard: 'isClosed', target: 'closed' },
        { guard: 'wantsConfirmation', target: 'confirmed' },
        { target: 'committing', actions: assign({ draft: ({ context }) => draftOf(context) }) },
      ],
    },
    failed: {
      tags: ['error'],
      on: { 'tp.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
    missing: {
      description: 'The batch cart or the confirmation names a campaign that does not exist.',
      tags: ['error'],
    },
    browsing: {
      description: 'The list, read again every 15 s while open; after a failed read the next waits twice as long (up to 2 min).',
      initial: 'live',
      states: {
        live: {
          after: { nextRefresh: 'refreshing' },
          on: { 'tp.retry': { guard: 'isBehind', target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'load',
            input: ({ context }) => ({ signedIn: context.signedIn, canCommit: false }),
            onDone: {
              target: 'live',
              actions: assign(({ event }) => ({ campaigns: event.output.campaigns, commitments: event.output.commitments, pollFailures: 0 })),
            },
            onError: { target: 'live', actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }) },
          },
        },
      },
    },
    committing: {
      description: 'The batch cart: the quantity and how it is secured, until the gateway takes it. Entered on the confirmation page, it hands over to the batch cart.',
      always: { guard: { type: 'onOtherPage', params: { page: 'commit' } }, target: '#teamPurchase.handingOver', actions: { type: 'handOver', params: ({ context }) => handOverTo(context, 'commit')! } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...editDraft,
            'tp.submit': { guard: 'isDraftValid', target: 'securing' },
            'tp.cancelChange': { guard: 'isCommitted', target: '#teamPurchase.confirmed' },
          },
        },
        securing: {
          tags: ['busy'],
          description: 'The gateway counts the batch and, with a card, has the provider hold the amount.',
          invoke: {
            id: 'commit',
            src: 'commit',
            input: ({ context }) => ({ campaignId: context.campaignId!, quantity: context.draft.quantity, paymentMethodId: context.draft.paymentMethodId! }),
            onDone: {
              target: '#teamPurchase.confirmed',
              actions: assign(({ context, event }) => ({
                campaigns: withCampaign(context.campaigns, event.output.campaign),
                commitments: withCommitment(context.commitments, event.output.commitment),
              })),
            },
            onError: [
              { guard: 'isCampaignClosed', target: '#teamPurchase.loading', actions: assign({ entry: 'confirmed' }) },
              { target: 'refused', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) },
            ],
          },
        },
        refused: {
          tags: ['error'],
          on: {
            ...editDraft,
            'tp.submit': { guard: 'isDraftValid', target: 'securing', actions: assign({ refusal: null }) },
          },
        },
      },
    },
    confirmed: {
      description: "The company's commitment stands; it may change or withdraw it while the campaign is open. Entered on the batch cart, it hands over to the confirmation page.",
      always: { guard: { type: 'onOtherPage', params: { page: 'confirmed' } }, target: '#teamPurchase.handingOver', actions: { type: 'handOver', params: ({ context }) => handOverTo(context, 'confirmed')! } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'tp.change': { target: '#teamPurchase.committing', actions: assign({ draft: ({ context }) => draftOf(context), refusal: null }) },
            'tp.withdraw': { target: 'asking', actions: assign({ refusal: null }) },
          },
        },
        asking: {
          on: { 'tp.confirmWithdraw': 'withdrawing', 'tp.keep': 'idle' },
        },
        withdrawing: {
          tags: ['busy'],
          invoke: {
            id: 'withdraw',
            src: 'withdraw',
            input: ({ context }) => ({ campaignId: context.campaignId! }),
            onDone: {
              target: '#teamPurchase.withdrawn',
              actions: assign(({ context, event }) => ({
                campaigns: withCampaign(context.campaigns, event.output),
                commitments: context.commitments.filter((commitment) => commitment.campaign_id !== context.campaignId),
              })),
            },
            onError: [
              { guard: 'isCampaignClosed', target: '#teamPurchase.loading' },
              { target: 'failedWithdrawal', actions: assign({ refusal: ({ event }) => failureOf(event.error) }) },
            ],
          },
        },
        failedWithdrawal: {
          description: 'The withdrawal failed; the question stays open with the reason, to try again or keep the commitment.',
          tags: ['error'],
          on: {
            'tp.confirmWithdraw': { target: 'withdrawing', actions: assign({ refusal: null }) },
            'tp.keep': { target: 'idle', actions: assign({ refusal: null }) },
          },
        },
      },
    },
    withdrawn: {
      description: 'The company left the batch; its card, if any, is no longer held.',
      on: { 'tp.commitAgain': { target: 'committing', actions: assign({ draft: ({ context }) => draftOf(context) }) } },
    },
    closed: {
      description: "The campaign's deadline passed: filled (one order per company) or released (nothing charged).",
    },
    handingOver: {
      description:
        'The other page of the campaign was asked for (the router opens it with its own machine): this one shows nothing to act on until it is left, so no click is lost on it.',
      tags: ['busy'],
    },
  },
});

export type TeamPurchaseSnapshot = SnapshotFrom<typeof teamPurchaseMachine>;
