import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Cart20Regular } from '@fluentui/react-icons/svg/cart';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CheckoutSnapshot } from '../../../machines/checkout.machine';
import { useCheckout } from '../../kernel/checkout-context';
import { paths } from '../../kernel/paths';
import { useAppLink } from '../common/useAppLink';
import { useMayBuy } from '../common/useMayBuy';

const useStyles = makeStyles({
  count: { fontVariantNumeric: 'tabular-nums' },
  // Without its word on a phone, as narrow as the header's icon buttons (Fluent gives a button with
  // content 96 px).
  narrow: { minWidth: 'auto', paddingInline: tokens.spacingHorizontalSNudge },
  // The count's place is kept while the cart loads, so the header does not shift when it arrives.
  unknown: { visibility: 'hidden' },
});

const selectLines = (s: CheckoutSnapshot | undefined) => s?.context.items.length ?? 0;

/**
 * The way to the cart from every page: how many products (lines, not a sum of kilos and units) it
 * holds, leading to the checkout's Carrito step. Only for a role that buys; while the cart loads it is
 * there without its count, in the same place and size.
 */
export function HeaderCartButton({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  const mayBuy = useMayBuy();
  const checkout = useCheckout();
  const lines = useSelector(checkout ?? undefined, selectLines);
  if (!mayBuy) return null;
  return (
    <Button
      as="a"
      appearance="subtle"
      icon={<Cart20Regular />}
      className={wide ? undefined : styles.narrow}
      aria-label={checkout ? t('shell.cart', { count: lines }) : t('shell.cartShort')}
      {...linkTo(paths.checkout)}
    >
      {wide && t('shell.cartShort')}
      <Badge
        appearance="filled"
        color={lines > 0 ? 'brand' : 'informative'}
        size="small"
        className={mergeClasses(styles.count, !checkout && styles.unknown)}
        aria-hidden
      >
        {lines}
      </Badge>
    </Button>
  );
}
