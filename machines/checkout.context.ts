import { noApproval } from './checkout.approval';
import { notices } from './checkout.notices';
import { restoreCart } from './checkout.storage';
import type { CheckoutContext, CheckoutInput } from './checkout.types';
import type { Failure } from './failure';
import { roundClp } from './rules/money';
import { MINIMUM_ORDER_NET } from './rules/totals';

/** Direcciones could not read what it offers, and the gateway gave no reason of its own. */
export const optionsUnavailable: Failure = { code: 'address_options_unavailable' };

export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  const restored = restoreCart(input.stored);
  return {
    ...restored.data,
    userId: input.userId,
    isClubMember: input.isClubMember,
    minimumOrder:
      input.minimumOrder !== undefined && Number.isFinite(input.minimumOrder) && input.minimumOrder >= 0
        ? roundClp(input.minimumOrder)
        : MINIMUM_ORDER_NET,
    newIdempotencyKey: input.newIdempotencyKey,
    notice: restored.status === 'reset' ? notices.cartReset(restored.reason) : null,
    addressOptions: null,
    optionsFailure: null,
    attempt: null,
    approval: noApproval,
    heldOrderFailure: null,
    removedLine: null,
    offerDefaults: false,
  };
}
