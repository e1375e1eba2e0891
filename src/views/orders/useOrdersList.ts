import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectVisibleOrders, type ordersListMachine, type OrdersListSnapshot } from '../../../machines/orders-list.machine';

export type OrdersListActor = ActorRefFrom<typeof ordersListMachine>;

const selectLoadedCount = (s: OrdersListSnapshot) => s.context.list.rows.length;
const selectSearch = (s: OrdersListSnapshot) => s.context.search;
const selectSort = (s: OrdersListSnapshot) => s.context.sort;
const selectProduct = (s: OrdersListSnapshot) => s.context.product;
const selectDays = (s: OrdersListSnapshot) => s.context.days;
const selectSearchingProduct = (s: OrdersListSnapshot) => s.hasTag('searching');
const selectMonth = (s: OrdersListSnapshot) => s.context.month;
const selectFailure = (s: OrdersListSnapshot) => s.context.failure;
const selectLoading = (s: OrdersListSnapshot) => s.hasTag('busy');
const selectFailed = (s: OrdersListSnapshot) => s.hasTag('error');
const selectReady = (s: OrdersListSnapshot) => s.matches('ready');

/** What the orders page shows, each value selected on its own so a keystroke re-renders only what it touches. */
export function useOrdersList(actor: OrdersListActor) {
  return {
    send: actor.send,
    visible: useSelector(actor, selectVisibleOrders),
    loadedCount: useSelector(actor, selectLoadedCount),
    search: useSelector(actor, selectSearch),
    sort: useSelector(actor, selectSort),
    product: useSelector(actor, selectProduct),
    days: useSelector(actor, selectDays),
    searchingProduct: useSelector(actor, selectSearchingProduct),
    month: useSelector(actor, selectMonth),
    failure: useSelector(actor, selectFailure),
    loading: useSelector(actor, selectLoading),
    failed: useSelector(actor, selectFailed),
    ready: useSelector(actor, selectReady),
  };
}

export type OrdersListState = ReturnType<typeof useOrdersList>;
