import { shallowEqual, useSelector } from '@xstate/react';
import type { CheckoutSnapshot } from '../../../machines/checkout.machine';
import { clubSavings, isCartBlocked, totalsOf } from '../../../machines/checkout.selectors';
import { missingForMinimum } from '../../../machines/rules/totals';
import { useCheckout } from '../../kernel/checkout-context';

const selectItems = (s: CheckoutSnapshot | undefined) => s?.context.items ?? [];
const selectNotice = (s: CheckoutSnapshot | undefined) => s?.context.notice ?? null;
const selectSummary = (s: CheckoutSnapshot | undefined) => {
  if (!s) return null;
  const c = s.context;
  const totals = totalsOf(c);
  return {
    subTotal: totals.subTotal,
    tax: totals.tax,
    total: totals.total,
    isClubMember: c.isClubMember,
    clubSaving: clubSavings(c),
    minimumOrder: c.minimumOrder,
    missingForMinimum: missingForMinimum(totals.subTotal, c.minimumOrder),
    blocked: isCartBlocked(c),
  };
};

/** The signed-in buyer's cart as the catalogue shows it; null while the cart's code is still arriving. */
export function useCart() {
  const checkout = useCheckout();
  const actor = checkout ?? undefined;
  return {
    checkout,
    items: useSelector(actor, selectItems),
    notice: useSelector(actor, selectNotice),
    summary: useSelector(actor, selectSummary, shallowEqual),
  };
}

export type CartSummary = NonNullable<ReturnType<typeof useCart>['summary']>;
