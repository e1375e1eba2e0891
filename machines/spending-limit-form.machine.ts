import type { SnapshotFrom } from 'xstate';
import type { CompanyLimits, MemberRuleRequest } from '../contract/spending-limits';
import { formMachine } from './form';

/**
 * What the limits dialog saves: the company's rule when it opened on no user, else that user's own rule,
 * or null for them to follow the company's again.
 */
export type SpendingLimitDraft = MemberRuleRequest;

export const spendingLimitFormMachine = formMachine<SpendingLimitDraft, CompanyLimits>({
  id: 'spendingLimitForm',
  description:
    "An admin sets the company's spending limits, or a buyer's own (or has them follow the company's again), in a dialog: a limit per order and per calendar week or month, each optional; refusals beside their fields, nothing typed lost.",
  saving: 'PUT of the rule; the gateway answers every limit and spending again, which the page shows.',
});

export type SpendingLimitFormSnapshot = SnapshotFrom<typeof spendingLimitFormMachine>;
