import { recurringOrderFormMachine } from '../../../machines/recurring-order-form.machine';
import { formModel, refusedAt } from '../support/form.model';
import { savedNew, weekly } from './recurring-orders.model';

export const model = formModel({
  name: 'recurring-order-form',
  machine: recurringOrderFormMachine,
  recordIds: [weekly.id],
  draft: {
    name: 'Pedido semanal',
    weekdays: [1, 4],
    frequency: 'weekly',
    retiro_en_tienda: false,
    payment_method_id: 2,
    lines: [{ product_id: 1, quantity: 2 }],
  },
  saved: savedNew,
  refusal: refusedAt('payment_method_id', 'Elige el crédito de la empresa o una tarjeta guardada: el pedido se hace sin que estés en la página del medio de pago.'),
});
