import type { SnapshotFrom } from 'xstate';
import type { SavedCard } from '../contract/cards';
import { formMachine, type SaveInput } from './form';

/** The name a company gives a card ("Tarjeta de la cocina"); null removes it. */
export type CardNameDraft = { nickname: string | null };

export type SaveCardNameInput = SaveInput<CardNameDraft>;

export const cardNameFormMachine = formMachine<CardNameDraft, SavedCard>({
  id: 'cardNameForm',
  description:
    "A saved card's name edited in a dialog: sent to the gateway, a refusal kept beside the field with what was typed, and the renamed card handed back.",
  saving: 'PUT of the name; the submit button is disabled.',
});

export type CardNameFormSnapshot = SnapshotFrom<typeof cardNameFormMachine>;
