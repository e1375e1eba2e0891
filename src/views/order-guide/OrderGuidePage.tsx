import { orderGuideMachine } from '../../../machines/order-guide.machine';
import { useCheckout } from '../../kernel/checkout-context';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';
import { OrderGuideView } from './OrderGuideView';

/** Mis habituales: the orderGuide machine with the app's effects, and the buyer's cart to fill. */
export function OrderGuidePage() {
  const checkout = useCheckout();
  const actor = usePageMachine(orderGuideMachine, useEffects().orderGuide, {
    retryOn: { type: 'orderGuide.retry' },
    actions: {
      // The checkout answers whoever adds several products within the same send (ReorderAction does
      // the same): listening only around this send hears this addition's answer alone.
      putInCart: ({ self }, additions) => {
        let added = false;
        if (checkout) {
          const answer = checkout.on('cart.addedMany', () => {
            added = true;
          });
          checkout.send({ type: 'cart.addMany', products: additions });
          answer.unsubscribe();
        }
        self.send({ type: 'orderGuide.cartAnswered', added });
      },
    },
  });
  return <OrderGuideView actor={actor} />;
}
