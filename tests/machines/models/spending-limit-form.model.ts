import { spendingLimitFormMachine } from '../../../machines/spending-limit-form.machine';
import { chef, chefOwnRule, limitsSaved } from './company.model';
import { formModel, refusedAt } from '../support/form.model';

/** The company's rule (no user) and Diego's own, both saved with the same answer: the limits whole. */
export const model = formModel({
  name: 'spending-limit-form',
  machine: spendingLimitFormMachine,
  recordIds: [null, chef.id],
  draft: { rule: chefOwnRule },
  saved: limitsSaved,
  refusal: refusedAt('per_order', 'Escribe un monto en pesos, mayor que cero y hasta 1.000.000.000.'),
});
