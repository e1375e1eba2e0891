import { quickOrderMachine } from '../../../machines/quick-order.machine';
import { addManyToCart, useCheckout } from '../../kernel/checkout-context';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';
import { QuickOrderView } from './QuickOrderView';

/** /dashboard/pedido-rapido: the quickOrder machine with the app's effects, and the buyer's cart to fill. */
export function QuickOrderPage() {
  const checkout = useCheckout();
  const actor = usePageMachine(quickOrderMachine, useEffects().quickOrder, {
    actions: {
      putInCart: ({ self }, additions) => self.send({ type: 'quickOrder.cartAnswered', added: addManyToCart(checkout, additions) }),
    },
  });
  return <QuickOrderView actor={actor} />;
}
