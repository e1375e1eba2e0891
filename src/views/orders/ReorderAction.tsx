import { Button, Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowRepeatAll20Regular } from '@fluentui/react-icons/svg/arrow-repeat-all';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitsOfMeasure, type UnitOfMeasure } from '../../../contract/vocabulary';
import type { CartAddition } from '../../../machines/checkout.cart';
import type { SalesOrderDetail } from '../../../contract/lists';
import { useCheckout } from '../../app/checkout-context';
import { useAppLink } from '../common/useAppLink';
import { useOrderDetailStyles } from './OrderDetail.styles';
import { paths } from '../../app/paths';

type OrderLine = SalesOrderDetail['order_line'][number];

const unitOf = (uom: string): UnitOfMeasure | undefined => unitsOfMeasure.find((unit) => unit === uom);

/**
 * The order's own prices go to the cart: the gateway recomputes every line at payment and answers 409
 * with the current prices when they moved, which refreshes the cart before anything is charged.
 */
const additionOf = (line: OrderLine): CartAddition => ({
  product: {
    id: line.product_id,
    product_name: line.product_name,
    list_price: line.price_unit,
    cxti_price: line.cxti_price,
    original_price: line.price_unit,
    unit: unitOf(line.product_uom),
  },
  quantity: line.product_uom_qty,
});

/** "Volver a pedir": the order's lines into the buyer's cart, then a way to it. */
export function ReorderAction({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const styles = useOrderDetailStyles();
  const checkout = useCheckout();
  const linkTo = useAppLink();
  const [outcome, setOutcome] = useState<'added' | 'refused' | null>(null);

  // The checkout answers whoever adds several products, within the same send: listening only around
  // this press hears this press's answer alone.
  const reorder = () => {
    if (!checkout) return;
    const answers = [
      checkout.on('cart.addedMany', () => setOutcome('added')),
      checkout.on('cart.additionRefused', () => setOutcome('refused')),
    ];
    checkout.send({ type: 'cart.addMany', products: lines.map(additionOf) });
    answers.forEach((subscription) => subscription.unsubscribe());
  };

  return (
    <div className={styles.actions}>
      <Button appearance="primary" icon={<ArrowRepeatAll20Regular />} disabled={!checkout || lines.length === 0} onClick={reorder}>
        {t('orders.reorder.action')}
      </Button>
      {outcome === 'added' && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            {t('orders.reorder.added')} <Link {...linkTo(paths.checkout)}>{t('orders.reorder.goToCart')}</Link>
          </MessageBarBody>
        </MessageBar>
      )}
      {outcome === 'refused' && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('orders.reorder.refused')}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
