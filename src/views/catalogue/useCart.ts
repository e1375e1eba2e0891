import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { cartTax, clubSavings, isCartBlocked, type checkoutMachine } from '../../../machines/checkout.machine';
import { missingForMinimum } from '../../../machines/rules/totals';
import { useCheckout } from '../../app/checkout-context';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

const selectItems = (s: CheckoutSnapshot | undefined) => s?.context.items ?? [];
const selectNotice = (s: CheckoutSnapshot | undefined) => s?.context.notice ?? null;
const selectSummary = (s: CheckoutSnapshot | undefined) => {
  if (!s) return null;
  const c = s.context;
  return {
    subTotal: c.subTotal,
    tax: cartTax(c),
    total: c.total,
    totalItems: c.totalItems,
    isClubMember: c.isClubMember,
    clubSaving: clubSavings(c),
    minimumOrder: c.minimumOrder,
    missingForMinimum: missingForMinimum(c.subTotal, c.minimumOrder),
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
