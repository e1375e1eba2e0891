import { useSelector } from '@xstate/react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartProductOf, isAvailable } from '../../../machines/catalogue.machine';
import type { CheckoutNotice } from '../../../machines/checkout.notices';
import { paletteMachine, type PaletteSnapshot } from '../../../machines/palette.machine';
import { useCheckout } from '../../kernel/checkout-context';
import { invoiceOfFolioPath, orderPath, productPath } from '../../kernel/drill-down-paths';
import { useEffects } from '../../kernel/effects';
import { isExternalPath } from '../common/useAppLink';
import { useMayBuy } from '../common/useMayBuy';
import { usePageMachine } from '../common/usePageMachine';
import { searchNavigation, type NavGroup } from './navigation';
import { captionKeyOf, paletteGroups, type PaletteItem } from './palette-items';

const selectResults = (s: PaletteSnapshot) => s.context.results;
const selectBusy = (s: PaletteSnapshot) => s.hasTag('busy');
const selectFailure = (s: PaletteSnapshot) => s.context.failure;

/** A product goes into the cart from the palette when the buyer may buy and it is in stock; else its page opens. */
export const addsToCart = (item: PaletteItem, mayBuy: boolean) => item.kind === 'product' && mayBuy && isAvailable(item.product);

/**
 * The palette's query, groups and keyboard: arrows, Home and End move, Enter chooses, the first result
 * starts active. Choosing a page, an order or an invoice opens it and closes the palette; choosing a
 * product a buyer may buy adds one to the cart and keeps the palette open for the next, saying so.
 */
export function usePalette(groups: readonly NavGroup[], onClose: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actor = usePageMachine(paletteMachine, useEffects().palette);
  const checkout = useCheckout();
  const mayBuy = useMayBuy() && checkout !== null;
  const [query, setQueryState] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const found = useSelector(actor, selectResults);
  const busy = useSelector(actor, selectBusy);
  const failure = useSelector(actor, selectFailure);

  const pages = useMemo(
    () => searchNavigation(groups, query, (item) => [t(item.title), t(captionKeyOf(item))]),
    [groups, query, t],
  );
  const results = useMemo(() => paletteGroups(pages, found), [pages, found]);
  const flat = useMemo(() => results.flatMap((group) => group.items), [results]);
  const active = Math.min(activeIndex, Math.max(flat.length - 1, 0));

  // What the cart said about the palette's latest add ("Has agregado…"), for the palette's live region;
  // the cart forgets its own notice at once, so no page behind shows it later.
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);

  function setQuery(next: string) {
    setQueryState(next);
    setActiveIndex(0);
    actor.send({ type: 'palette.type', text: next });
  }

  function open(path: string) {
    onClose();
    if (isExternalPath(path)) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
  }

  function choose(item: PaletteItem) {
    switch (item.kind) {
      case 'page':
        return open(item.page.path);
      case 'order':
        return open(orderPath(item.order.id));
      case 'invoice':
        return open(invoiceOfFolioPath(item.invoice.name));
      case 'product':
        if (addsToCart(item, mayBuy) && checkout) {
          let added: CheckoutNotice | null = null;
          const listening = checkout.on('cart.added', (event) => (added = event.notice));
          checkout.send({ type: 'cart.add', product: cartProductOf(item.product) });
          listening.unsubscribe();
          if (added) {
            setNotice(added);
            checkout.send({ type: 'cart.dismissNotice' });
          }
          return;
        }
        return open(productPath(item.product.id));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (flat.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: flat.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex((moves[event.key]! + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = flat[active];
      if (item) choose(item);
    }
  }

  return {
    query,
    setQuery,
    results,
    flat,
    activeIndex: active,
    setActiveIndex,
    choose,
    onKeyDown,
    mayBuy,
    searching: busy,
    failure,
    retry: () => actor.send({ type: 'palette.retry' }),
    notice,
  };
}
