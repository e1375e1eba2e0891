import { assertEvent, assign, setup } from 'xstate';
import { failureOf, type Failure } from './failure';
import { notProvided } from './not-provided';

/** What the form's `save` effect gets: the record it opened on (null for a new one) and what was typed. */
export interface SaveInput<Draft> {
  id: number | null;
  draft: Draft;
}

export interface FormInput {
  /** The record being edited; null for a new one. */
  recordId: number | null;
}

export interface FormContext<Saved> {
  recordId: number | null;
  failure: Failure | null;
  saved: Saved | null;
}

export type FormEvent<Draft> =
  | { type: 'form.submit'; draft: Draft }
  /** The user changed a field: the gateway's message beside it no longer applies. */
  | { type: 'form.change'; field: string };

/**
 * One form sent to the gateway (an address or the company's data in a dialog, an invitation, its
 * acceptance): the form checks it against the contract, the `save` effect sends it, refusals stay beside
 * their fields with nothing typed lost, and the answer is handed back to the opener. Each form is its own machine
 * (its own id, description and diagram) built here, so they cannot drift apart.
 */
export function formMachine<Draft, Saved>(options: { id: string; description: string; saving: string }) {
  return setup({
    types: {
      context: {} as FormContext<Saved>,
      events: {} as FormEvent<Draft>,
      input: {} as FormInput,
    },
    actors: {
      save: notProvided.actor<Saved, SaveInput<Draft>>(options.id, 'save'),
    },
  }).createMachine({
    id: options.id,
    description: options.description,
    context: ({ input }) => ({ recordId: input.recordId, failure: null, saved: null }),
    initial: 'editing',
    states: {
      editing: {
        description: 'The user fills the form; the form checks it against the contract before sending.',
        on: { 'form.submit': 'saving' },
      },
      saving: {
        description: options.saving,
        tags: ['busy'],
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context, event }) => {
            assertEvent(event, 'form.submit');
            return { id: context.recordId, draft: event.draft };
          },
          onDone: { target: 'done', actions: assign({ saved: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        },
      },
      failed: {
        description: "Refused: the gateway's messages sit beside their fields and above the form; the form keeps what was typed.",
        tags: ['error'],
        exit: assign({ failure: null }),
        on: {
          'form.submit': 'saving',
          'form.change': {
            actions: assign({
              failure: ({ context, event }) => {
                const { [event.field]: _fixed, ...fields } = context.failure?.fields ?? {};
                return context.failure && { ...context.failure, fields };
              },
            }),
          },
        },
      },
      done: {
        description: 'Saved: the form hands the answer to its opener (a dialog closes).',
        type: 'final',
      },
    },
  });
}

export type FormMachine<Draft, Saved> = ReturnType<typeof formMachine<Draft, Saved>>;
