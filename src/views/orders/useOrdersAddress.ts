import { shallowEqual, useSelector } from '@xstate/react';
import type { OrderFilters, OrdersListSnapshot } from '../../../machines/orders-list.machine';
import { useFiltersInAddress } from '../common/useFiltersInAddress';
import { orderFiltersOf, withOrderFilters } from './orders-address';
import type { OrdersListActor } from './useOrdersList';

const selectFilters = (s: OrdersListSnapshot): OrderFilters => ({
  search: s.context.search,
  product: s.context.product,
  days: s.context.days,
  sort: s.context.sort,
});

/** The days and the sort are choices; the number and the product are typed. */
const typedOnly = (before: OrderFilters, after: OrderFilters) =>
  before.days.from === after.days.from && before.days.to === after.days.to && before.sort === after.sort;

/** Pedidos' search, product, days and sort in its address (orders-address.ts). */
export function useOrdersAddress(actor: OrdersListActor) {
  useFiltersInAddress({
    shown: useSelector(actor, selectFilters, shallowEqual),
    read: orderFiltersOf,
    write: withOrderFilters,
    isTypedOnly: typedOnly,
    show: (filters) => actor.send({ type: 'list.show', ...filters }),
  });
}
