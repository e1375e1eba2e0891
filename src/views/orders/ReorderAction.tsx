import { Button, Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowRepeatAll20Regular } from '@fluentui/react-icons/svg/arrow-repeat-all';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { unitsOfMeasure, type UnitOfMeasure } from '../../../contract/vocabulary';
import type { CartAddition } from '../../../machines/checkout.cart';
import type { SalesOrderDetail } from '../../../contract/lists';
import { useCheckout } from '../../kernel/checkout-context';
import { useAppLink } from '../common/useAppLink';
import { useOrderDetailStyles } from './OrderDetail.styles';
import { paths } from '../../kernel/paths';

type OrderLine = SalesOrderDetail['order_line'][number];
type CurrentProduct = NonNullable<OrderLine['current_product']>;

const unitOf = (uom: string): UnitOfMeasure | undefined => unitsOfMeasure.find((unit) => unit === uom);

/**
 * A line goes to the cart at today's prices, so every step of the checkout shows what "Pagar" will
 * charge; the gateway still recomputes every line at payment and answers 409 should they move again.
 */
const additionOf = (line: OrderLine, product: CurrentProduct): CartAddition => ({
  product: {
    id: line.product_id,
    product_name: line.product_name,
    list_price: product.list_price,
    cxti_price: product.cxti_price,
    original_price: product.list_price,
    unit: unitOf(line.product_uom),
    quantity_rule: product.quantity_rule,
    pack_size: product.pack_size,
  },
  quantity: line.product_uom_qty,
});

type Left = { name: string; reason: 'notSold' | 'outOfStock' };

/** The lines that can be ordered today, and those that cannot with the reason a buyer is told. */
function sortLines(lines: readonly OrderLine[]) {
  const additions: CartAddition[] = [];
  const left: Left[] = [];
  for (const line of lines) {
    const product = line.current_product;
    if (!product) left.push({ name: line.product_name, reason: 'notSold' });
    else if (product.stock_state === 'out') left.push({ name: line.product_name, reason: 'outOfStock' });
    else additions.push(additionOf(line, product));
  }
  return { additions, left };
}

/** "Volver a pedir": the order's lines into the buyer's cart, then a way to it. */
export function ReorderAction({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const styles = useOrderDetailStyles();
  const checkout = useCheckout();
  const linkTo = useAppLink();
  const [outcome, setOutcome] = useState<'added' | 'refused' | 'noneLeft' | null>(null);
  const [left, setLeft] = useState<readonly Left[]>([]);
  const [presses, setPresses] = useState(0);
  const answer = useRef<HTMLDivElement>(null);

  // The button ends the order's detail, so on a long order its answer lands below the drawer's fold: on
  // every press the answer takes the focus, which scrolls it into view and has a screen reader read it.
  useEffect(() => {
    if (presses > 0) answer.current?.focus();
  }, [presses]);

  // The checkout answers whoever adds several products, within the same send: listening only around
  // this press hears this press's answer alone.
  const reorder = () => {
    if (!checkout) return;
    const sorted = sortLines(lines);
    setLeft(sorted.left);
    setPresses((count) => count + 1);
    if (sorted.additions.length === 0) {
      setOutcome('noneLeft');
      return;
    }
    const answers = [
      checkout.on('cart.addedMany', () => setOutcome('added')),
      checkout.on('cart.additionRefused', () => setOutcome('refused')),
    ];
    checkout.send({ type: 'cart.addMany', products: sorted.additions });
    answers.forEach((subscription) => subscription.unsubscribe());
  };

  return (
    <div className={styles.actions}>
      <Button appearance="primary" icon={<ArrowRepeatAll20Regular />} disabled={!checkout || lines.length === 0} onClick={reorder}>
        {t('orders.reorder.action')}
      </Button>
      <div ref={answer} tabIndex={-1} className={styles.answer}>
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
        {(outcome === 'added' || outcome === 'noneLeft') && left.length > 0 && (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>
              {t(outcome === 'noneLeft' ? 'orders.reorder.noneLeft' : 'orders.reorder.someLeft')}
              <ul className={styles.leftOut}>
                {left.map((line) => (
                  // The product's name is isolated, so a Spanish name keeps its place in right-to-left text.
                  <li key={line.name}>
                    <Trans i18nKey={`orders.reorder.${line.reason}`} values={{ name: line.name }} components={{ product: <bdi /> }} />
                  </li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </div>
  );
}
