import { orderApprovalsMachine } from '../../../machines/order-approvals.machine';
import { addManyToCart, useCheckout } from '../../kernel/checkout-context';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';
import { OrderApprovalsView } from './OrderApprovalsView';

/** /dashboard/aprobaciones: the requests for approval, and the buyer's cart to put a refused one back in. */
export function OrderApprovalsPage() {
  const checkout = useCheckout();
  const actor = usePageMachine(orderApprovalsMachine, useEffects().orderApprovals, {
    retryOn: { type: 'orderApprovals.retry' },
    actions: {
      putInCart: ({ self }, additions) => self.send({ type: 'orderApprovals.cartAnswered', added: addManyToCart(checkout, additions) }),
    },
  });
  return <OrderApprovalsView actor={actor} />;
}
