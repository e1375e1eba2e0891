import type { SnapshotFrom } from 'xstate';
import type { RecurringOrder, RecurringOrderRequest } from '../contract/recurring-orders';
import { formMachine, type SaveInput } from './form';

export type SaveRecurringOrderInput = SaveInput<RecurringOrderRequest>;

export const recurringOrderFormMachine = formMachine<RecurringOrderRequest, RecurringOrder>({
  id: 'recurringOrderForm',
  description:
    "A recurring order's form (its name, delivery days, frequency, address, payment method and lines) in a dialog: sent to the gateway, a refusal kept beside its field with everything chosen, and the saved order handed back.",
  saving: 'POST of a new recurring order, or PUT of a listed one; the submit button is disabled.',
});

export type RecurringOrderFormSnapshot = SnapshotFrom<typeof recurringOrderFormMachine>;
