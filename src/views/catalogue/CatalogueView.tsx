import { Button, Link, mergeClasses, MessageBar, MessageBarBody, Subtitle1, Title1 } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionContext } from '../../kernel/session-context';
import { loginPath, paths } from '../../kernel/paths';
import { useAppLink } from '../common/useAppLink';
import { Trans, useTranslation } from 'react-i18next';
import type { CatalogueActor } from '../../../machines/catalogue.machine';
import { useMediaQuery } from '../common/useMediaQuery';
import { CartNotice } from '../common/cart/CartNotice';
import { ShopTabs } from '../common/ShopTabs';
import { NextRecurringNotice } from '../common/NextRecurringNotice';
import { RenderAfterCommit } from '../common/RenderAfterCommit';
import { CartPanel } from './CartPanel';
import { CatalogueToolbar } from './CatalogueToolbar';
import { useCatalogueStyles, wideScreenQuery } from './catalogue.styles';
import { ProductResults } from './ProductResults';
import { SelectionBar } from './SelectionBar';
import { useCart } from './useCart';
import { useOpenedOnce } from '../common/useOpenedOnce';
import { useCatalogue } from './useCatalogue';

interface CatalogueViewProps {
  catalogue: CatalogueActor;
  /** The buyer's name for the greeting; '' when unknown. */
  displayName: string;
}

// A phone's cart drawer comes with its first opening.
const CartDrawer = lazy(() => import('./CartDrawer'));

/** The buyer's name, as they wrote it: not for a translator. */
const personName = { name: <span translate="no" /> };

/**
 * The buyer's home: the greeting, the catalogue, and the cart beside it on wide screens or in a drawer
 * on smaller ones (below an endless list it could never be reached).
 */
export function CatalogueView({ catalogue, displayName }: CatalogueViewProps) {
  const { t } = useTranslation();
  const styles = useCatalogueStyles();
  const cart = useCart();
  const state = useCatalogue(catalogue, cart.checkout);
  const wide = useMediaQuery(wideScreenQuery);
  const [cartOpen, setCartOpen] = useState(false);
  const cartOpened = useOpenedOnce(cartOpen);
  // A visitor browses list prices and is asked to sign in only to buy, back to this same search.
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const { search } = useLocation();
  const link = useAppLink();
  const panel = <CartPanel checkout={cart.checkout} items={cart.items} summary={cart.summary} />;

  // The cart's column starts at the top of the page, beside the greeting: sticky from where it already
  // is, its full height fits the window at any scroll position.
  return (
    <div className={mergeClasses(styles.layout, wide && state.mayBuy && styles.layoutWide)}>
      <div className={styles.root}>
        <div className={styles.heading}>
          <Title1 as="h1" className={styles.greeting}>
            {!signedIn ? t('catalogue.visitor.title') : displayName ? <Trans i18nKey="dashboard.greeting" values={{ name: displayName }} components={personName} /> : t('dashboard.greetingNoName')}
          </Title1>
          <ShopTabs current="catalogue" />
        </div>
        <CartNotice checkout={cart.checkout} notice={cart.notice} />
        {!signedIn && (
          <MessageBar intent="info">
            <MessageBarBody>
              {t('catalogue.visitor.prices')}{' '}
              <Link {...link(loginPath(`${paths.catalogue}${search}`))}>{t('catalogue.visitor.signIn')}</Link>
            </MessageBarBody>
          </MessageBar>
        )}
        {signedIn && !state.mayBuy && (
          <MessageBar intent="info">
            <MessageBarBody>{t('catalogue.viewOnly')}</MessageBarBody>
          </MessageBar>
        )}
        {!wide && <NextRecurringNotice />}
        {!wide && state.mayBuy && (
          <Button className={styles.cartButton} icon={<CartRegular />} onClick={() => setCartOpen(true)}>
            {t('shell.cart', { count: cart.items.length })}
          </Button>
        )}
        <section aria-labelledby="catalogue-heading" className={styles.main}>
          <Subtitle1 as="h2" id="catalogue-heading" className={styles.sectionHeading}>
            {t('catalogue.heading')}
          </Subtitle1>
          <CatalogueToolbar state={state} />
          {state.mayBuy && <SelectionBar state={state} />}
          <ProductResults state={state} />
        </section>
      </div>
      {wide && state.mayBuy && (
        <aside className={styles.aside}>
          <NextRecurringNotice />
          <RenderAfterCommit>{panel}</RenderAfterCommit>
        </aside>
      )}
      {!wide && state.mayBuy && cartOpened && (
        <Suspense fallback={null}>
          <CartDrawer open={cartOpen} onOpenChange={setCartOpen}>
            {panel}
          </CartDrawer>
        </Suspense>
      )}
    </div>
  );
}
