import type { Product } from '../../../contract/catalogue';
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { cartProductOf, isAvailable, type CatalogueActor, type CatalogueSnapshot } from '../../../machines/catalogue.machine';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { useMayBuy } from '../common/useMayBuy';

const selectFilters = (s: CatalogueSnapshot) => ({
  typed: s.context.typed,
  query: s.context.query,
  category: s.context.category,
  sort: s.context.sort,
  view: s.context.view,
});
const selectStatus = (s: CatalogueSnapshot) => ({
  // While the buyer types over an empty list the next answer is on its way: skeletons, not "no products".
  loadingFirstPage: s.matches({ products: 'loading' }) || (s.matches({ products: 'debouncing' }) && s.context.items.length === 0),
  loadingMore: s.hasTag('loadingMore'),
  failed: s.matches({ products: 'failed' }),
  loadMoreFailed: s.matches({ products: { ready: 'loadMoreFailed' } }),
  hasMore: s.context.nextCursor !== null,
  loadingCategories: s.hasTag('loadingCategories'),
  categoriesFailed: s.hasTag('categoriesFailed'),
});

/**
 * How many products answer the shown question, where the machine knows it without loading them all:
 * with no search, the categories' counts of active products (all of them, or the chosen category's).
 */
const selectKnownTotal = (s: CatalogueSnapshot) => {
  const { query, category, categories } = s.context;
  if (query !== '' || categories.length === 0) return null;
  if (category === null) return categories.reduce((sum, each) => sum + each.product_count, 0);
  return categories.find((each) => each.slug === category)?.product_count ?? null;
};

/**
 * What the catalogue shows, from the catalogue machine, and what the buyer is about to add: the
 * quantity on each card and the cards ticked for "Agregar seleccionados". Those stay in the page, as
 * nothing else needs them until they reach the cart.
 */
export function useCatalogue(catalogue: CatalogueActor, checkout: CheckoutActor | null) {
  const mayBuy = useMayBuy();
  // A member is charged the club price: the cards show it first.
  const isMember = useSelector(checkout ?? undefined, (s) => s?.context.isClubMember ?? false);
  const filters = useSelector(catalogue, selectFilters, shallowEqual);
  const status = useSelector(catalogue, selectStatus, shallowEqual);
  const items = useSelector(catalogue, (s) => s.context.items);
  const categories = useSelector(catalogue, (s) => s.context.categories);
  const failure = useSelector(catalogue, (s) => s.context.failure);
  const knownTotal = useSelector(catalogue, selectKnownTotal);
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  // A card starts at the least its product is sold in: 1 unit, a 10 kg box, a 2 kg piece.
  const quantityOf = useCallback((product: Product) => quantities.get(product.id) ?? product.quantity_rule.min, [quantities]);
  const setQuantity = useCallback((id: number, quantity: number) => setQuantities((old) => new Map(old).set(id, quantity)), []);
  const toggle = useCallback(
    (id: number, on: boolean) =>
      setSelected((old) => {
        const next = new Set(old);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  // Once in the cart, a card's quantity starts again from its minimum: left at 3, it would read as what the cart holds.
  const forget = useCallback(
    (ids: readonly number[]) =>
      setQuantities((old) => {
        const next = new Map(old);
        for (const id of ids) next.delete(id);
        return next;
      }),
    [],
  );

  // The card hands over its own quantity, so this stays one function and a stepper re-renders one card.
  const addOne = useCallback(
    (product: Product, quantity: number) => {
      if (!checkout) return;
      checkout.send({ type: 'cart.add', product: cartProductOf(product), quantity });
      forget([product.id]);
    },
    [checkout, forget],
  );

  // Ticked cards of an earlier search stay ticked while shown; only shown, available ones are added.
  const selectedProducts = useMemo(
    () => items.filter((product) => selected.has(product.id) && isAvailable(product) && quantityOf(product) > 0),
    [items, selected, quantityOf],
  );
  const addSelected = useCallback(() => {
    if (!checkout || selectedProducts.length === 0) return;
    checkout.send({
      type: 'cart.addMany',
      products: selectedProducts.map((product) => ({ product: cartProductOf(product), quantity: quantityOf(product) })),
    });
    setSelected(new Set());
    forget(selectedProducts.map((product) => product.id));
  }, [checkout, selectedProducts, quantityOf, forget]);

  return {
    ...filters,
    ...status,
    items,
    /** Products answering the question: all of them once the last page is in, else as many as known (at least those shown). */
    total: status.hasMore ? Math.max(knownTotal ?? 0, items.length) : items.length,
    categories,
    failure,
    send: catalogue.send,
    /** The role may buy (the controls are shown); `canBuy` once the cart is there too. */
    mayBuy,
    canBuy: checkout !== null,
    isMember,
    quantityOf,
    setQuantity,
    isSelected: (id: number) => selected.has(id),
    toggle,
    selectedCount: selectedProducts.length,
    addOne,
    addSelected,
  };
}

export type CatalogueState = ReturnType<typeof useCatalogue>;
