import type { SnapshotFrom } from 'xstate';
import type { OrderGuide, OrderGuideChoice } from '../contract/order-guide';
import { formMachine, type SaveInput } from './form';

/** A product pinned in Mis habituales from its own page (`recordId` is the product's id). */
export type GuidePinDraft = { choice: Extract<OrderGuideChoice, 'pinned'> };

export type SaveGuidePinInput = SaveInput<GuidePinDraft>;

export const guidePinFormMachine = formMachine<GuidePinDraft, OrderGuide>({
  id: 'guidePinForm',
  description:
    "A product pinned in the company's Mis habituales from the product's page: sent to the gateway, a refusal said beside the button, and the guide handed back once it holds the product.",
  saving: 'PUT of the choice; the button is busy.',
});

export type GuidePinFormSnapshot = SnapshotFrom<typeof guidePinFormMachine>;
