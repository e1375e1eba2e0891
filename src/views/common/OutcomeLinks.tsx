import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { orderPath } from '../../kernel/drill-down-paths';
import { paths } from '../../kernel/paths';
import { useAppLink } from './useAppLink';
import { usePaymentOutcomeStyles } from './paymentOutcome.styles';

const outcomePaths = {
  orders: paths.orders,
  order: orderPath,
  invoices: paths.invoices,
  catalogue: paths.dashboard,
  checkout: paths.checkout,
} as const;

type Link = 'order' | 'orders' | 'invoices' | 'catalogue' | 'checkout';

interface OutcomeLinksProps {
  links: readonly Link[];
  /** The order the `order` link opens; without it that link is left out. */
  orderId?: number | null;
  /** False where the panel has its own primary action (pay again): a page has one primary button. */
  leads?: boolean;
}

/** Ways on from an outcome: the order, Pedidos, the invoices, the catalogue, the cart. The first leads, unless told not to. */
export function OutcomeLinks({ links, orderId = null, leads = true }: OutcomeLinksProps) {
  const { t } = useTranslation();
  const linkTo = useAppLink();
  const styles = usePaymentOutcomeStyles();
  const shown = links.filter((link) => link !== 'order' || orderId !== null);
  const pathOf = (link: Link) => (link === 'order' ? outcomePaths.order(orderId ?? 0) : outcomePaths[link]);
  return (
    <nav className={styles.actions} aria-label={t('payment.links.label')}>
      {shown.map((link, index) => (
        <Button key={link} as="a" appearance={leads && index === 0 ? 'primary' : 'secondary'} {...linkTo(pathOf(link))}>
          {t(`payment.links.${link}`)}
        </Button>
      ))}
    </nav>
  );
}
