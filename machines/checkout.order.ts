import type { CheckoutChoices } from './checkout.storage';
import type { PaymentMethodCode } from '../contract/vocabulary';
import type { CreateSalesOrderRequest } from '../contract/orders';

export interface CheckoutOrder {
  order: CreateSalesOrderRequest;
  method: PaymentMethodCode;
}

/**
 * The order a checkout in Pago (or completed) would place, with the kind of payment chosen; null while
 * anything it needs is missing. `partner_id` is the billing partner; the purchase-order number is sent
 * trimmed and only when given.
 */
export function orderFromCheckout(context: CheckoutChoices): CheckoutOrder | null {
  const { billing, delivery, scheduledDate, paymentMethodId, paymentMethod, items } = context;
  if (!billing || !delivery || !scheduledDate || paymentMethodId === null || !paymentMethod || items.length === 0) {
    return null;
  }
  const purchaseOrderNumber = context.purchaseOrderNumber.trim();
  const order: CreateSalesOrderRequest = {
    partner_id: billing.id,
    payment_method_id: paymentMethodId,
    scheduled_date: scheduledDate,
    retiro_en_tienda: delivery.type === 'pickup',
    ...(delivery.type === 'address' ? { partner_shipping_id: delivery.addressId } : {}),
    order_line: items.map((line) => ({
      product_id: line.id,
      product_uom_qty: line.quantity,
      price_unit: line.list_price,
      cxti_price: line.cxti_price,
    })),
  };
  if (purchaseOrderNumber) order.despensa_customer_sale_order_number = purchaseOrderNumber;
  return { order, method: paymentMethod };
}
