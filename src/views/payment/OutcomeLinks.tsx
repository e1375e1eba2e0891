import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { orderPath, paths } from '../../app/paths';
import { useAppLink } from '../common/useAppLink';
import { usePaymentOutcomeStyles } from './paymentOutcome.styles';

const outcomePaths = {
  orders: paths.orders,
  order: orderPath,
  invoices: paths.invoices,
  catalogue: paths.dashboard,
} as const;

type Link = 'order' | 'orders' | 'invoices' | 'catalogue';

interface OutcomeLinksProps {
  links: readonly Link[];
  /** The order the `order` link opens; without it that link is left out. */
  orderId?: number | null;
}

/** Ways on from an outcome: the order, Pedidos, the invoices, the catalogue. The first is the primary one. */
export function OutcomeLinks({ links, orderId = null }: OutcomeLinksProps) {
  const { t } = useTranslation();
  const linkTo = useAppLink();
  const styles = usePaymentOutcomeStyles();
  const shown = links.filter((link) => link !== 'order' || orderId !== null);
  const pathOf = (link: Link) => (link === 'order' ? outcomePaths.order(orderId ?? 0) : outcomePaths[link]);
  return (
    <nav className={styles.actions} aria-label={t('payment.links.label')}>
      {shown.map((link, index) => (
        <Button key={link} as="a" appearance={index === 0 ? 'primary' : 'secondary'} {...linkTo(pathOf(link))}>
          {t(`payment.links.${link}`)}
        </Button>
      ))}
    </nav>
  );
}
