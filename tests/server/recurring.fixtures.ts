import { expect } from 'vitest';
import { paymentMethodIds } from '../../contract/payments';
import { recurringOrder, type RecurringOrder, type RecurringOrderRequest } from '../../contract/recurring-orders';

/** Two boxes of `eggs` (64.000 net, above the minimum), picked up, on the demo company's credit, on Wednesdays. */
export const recurringRequest = (eggs: { id: number }, changes: Partial<RecurringOrderRequest> = {}): RecurringOrderRequest => ({
  name: 'Huevos de la semana',
  weekdays: [3],
  frequency: 'weekly',
  retiro_en_tienda: true,
  payment_method_id: paymentMethodIds.credit,
  lines: [{ product_id: eggs.id, quantity: 2 }],
  ...changes,
});

/** A recurring order the gateway answered with `status`, exactly in the contract's shape, nothing more. */
export async function recurringAnswer(res: Response, status = 200): Promise<RecurringOrder> {
  expect(res.status, await res.clone().text()).toBe(status);
  const body: unknown = await res.json();
  expect(recurringOrder.parse(body)).toEqual(body);
  return body as RecurringOrder;
}
