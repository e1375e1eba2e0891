import { assign, setup, type SnapshotFrom } from 'xstate';
import { failedLoad } from './failed-load';
import { refusalOr, type Failure } from './failure';
import { loadFailureLogText } from './loaded-list';
import { notProvided } from './not-provided';

/**
 * One thing read from the gateway for a page: a product, an order with its lines, the delivery dates,
 * the payment methods. What is read is the app's business (`fetchResource`, given `request` as input);
 * this machine only says whether it is loading, shown or failed, and retries on demand.
 *
 * The answer is `unknown` here: the actor's schema has validated it, and each page reads it through a
 * typed selector of its own.
 */
export interface ResourceInput {
  /** What to ask for (an id, a query); handed to `fetchResource` unchanged. */
  request: unknown;
  /** What a failed read says when the gateway gave no reason of its own. */
  unavailable: Failure;
  /** Logged with the error, as the spec's list failures are ("Error loading pedidos"). */
  logText: string;
}

export interface ResourceContext {
  request: unknown;
  data: unknown;
  unavailable: Failure;
  logText: string;
  failure: Failure | null;
}

export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.reload' } | { type: 'resource.request'; request: unknown };

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as ResourceInput,
  },
  actors: {
    fetchResource: notProvided.actor<unknown, unknown>('resource', 'fetchResource'),
  },
  actions: {
    logError: (_, _params: { message: string; error: unknown }) => notProvided.action('resource', 'logError'),
  },
}).createMachine({
  id: 'resource',
  description: 'One thing a page reads from the gateway (a product, an order, the delivery dates): loading, shown, or failed with a retry.',
  context: ({ input }) => ({
    request: input.request,
    data: null,
    unavailable: input.unavailable,
    logText: input.logText,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'resource.request': { target: '.loading', actions: assign({ request: ({ event }) => event.request, data: null }) },
  },
  states: {
    loading: {
      description: 'Reading from the gateway; what an earlier read showed stays until the answer comes.',
      tags: ['busy'],
      invoke: {
        id: 'fetchResource',
        src: 'fetchResource',
        input: ({ context }: { context: ResourceContext }) => context.request,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ context, event }) => refusalOr(event.error, context.unavailable) }),
            {
              type: 'logError',
              params: ({ context, event }: { context: ResourceContext; event: { error: unknown } }) => ({
                message: loadFailureLogText(event.error, context.logText),
                error: event.error,
              }),
            },
          ],
        },
      },
    },
    ready: {
      on: { 'resource.reload': 'loading' },
    },
    failed: failedLoad<ResourceContext, ResourceEvent>('resource.retry', 'The read failed: the message and a retry are shown.'),
  },
});

export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>;
