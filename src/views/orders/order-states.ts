import type { BadgeProps } from '@fluentui/react-components';

/** The gateway's sale order states (the `sale_order_state_check` of its schema). */
const orderStates = ['draft', 'sent', 'sale', 'done', 'cancel'] as const;
type OrderState = (typeof orderStates)[number];

export const isKnownOrderState = (state: string): state is OrderState => (orderStates as readonly string[]).includes(state);

export const orderStateColors: Record<OrderState, NonNullable<BadgeProps['color']>> = {
  draft: 'warning',
  sent: 'informative',
  sale: 'brand',
  done: 'success',
  cancel: 'danger',
};
