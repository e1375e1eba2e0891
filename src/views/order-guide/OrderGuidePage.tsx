import { orderGuideMachine } from '../../../machines/order-guide.machine';
import { addManyToCart, useCheckout } from '../../kernel/checkout-context';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';
import { OrderGuideView } from './OrderGuideView';

/** Mis habituales: the orderGuide machine with the app's effects, and the buyer's cart to fill. */
export function OrderGuidePage() {
  const checkout = useCheckout();
  const actor = usePageMachine(orderGuideMachine, useEffects().orderGuide, {
    retryOn: { type: 'orderGuide.retry' },
    actions: {
      putInCart: ({ self }, additions) => self.send({ type: 'orderGuide.cartAnswered', added: addManyToCart(checkout, additions) }),
    },
  });
  return <OrderGuideView actor={actor} />;
}
