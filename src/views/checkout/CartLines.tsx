import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons/svg/delete';
import { useTranslation } from 'react-i18next';
import { unitText } from '../common/quantity-text';
import { ruleOf, type CartItem } from '../../../machines/checkout.cart';
import { formatClp } from '../../../machines/rules/money';
import { chargedUnitPrice, hasClubPrice, lineNet } from '../../../machines/rules/totals';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { QuantityStepper } from '../common/cart/QuantityStepper';
import { narrowScreenQuery, touchMedia } from '../common/layout.constants';
import { useMediaQuery } from '../common/useMediaQuery';
import { useVisuallyHiddenStyles } from '../common/visuallyHidden.styles';

const useStyles = makeStyles({
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  product: { display: 'flex', flexDirection: 'column' },
  remove: { [touchMedia]: { minWidth: '44px', minHeight: '44px' } },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  cardRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  total: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

interface CartLinesProps {
  checkout: CheckoutActor;
  items: readonly CartItem[];
  isClubMember: boolean;
}

/**
 * Carrito's lines: a table with its amounts right-aligned under right-aligned headers, and on a phone a
 * list of cards, where five columns could only overlap (the line's total over its stepper).
 */
export function CartLines({ checkout, items, isClubMember }: CartLinesProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles().root;
  const narrow = useMediaQuery(narrowScreenQuery);
  const send = checkout.send;

  const parts = (line: CartItem) => {
    const unitPrice = chargedUnitPrice(line, isClubMember);
    return {
      product: (
        <div className={styles.product}>
          <Body1 translate="no">{line.product_name}</Body1>
          {!isClubMember && hasClubPrice(line) && <Caption1>{t('checkout.cart.clubPrice', { price: formatClp(line.cxti_price) })}</Caption1>}
        </div>
      ),
      unitPrice: line.unit ? t('checkout.cart.pricePerUnit', { price: formatClp(unitPrice), unit: unitText(t, line.unit) }) : formatClp(unitPrice),
      stepper: (
        <QuantityStepper
          name={line.product_name}
          quantity={line.quantity}
          rule={ruleOf(line)}
          unit={line.unit}
          pack={line.pack_size}
          onIncrease={() => send({ type: 'cart.increase', id: line.id })}
          onDecrease={() => send({ type: 'cart.decrease', id: line.id })}
          onSet={(quantity) => send({ type: 'cart.setQuantity', id: line.id, quantity })}
        />
      ),
      total: formatClp(lineNet(line.quantity, unitPrice)),
      remove: (
        <Button
          appearance="subtle"
          className={styles.remove}
          icon={<Delete20Regular />}
          aria-label={t('checkout.cart.remove', { product: line.product_name })}
          onClick={() => send({ type: 'cart.remove', id: line.id })}
        />
      ),
    };
  };

  if (narrow) {
    return (
      <ul className={styles.cards} aria-label={t('checkout.cart.lines')}>
        {items.map((line) => {
          const part = parts(line);
          return (
            <li key={line.id} className={styles.card}>
              {part.product}
              <div className={styles.cardRow}>
                <Caption1>{part.unitPrice}</Caption1>
                <Text className={styles.total}>{part.total}</Text>
              </div>
              <div className={styles.cardRow}>
                {part.stepper}
                {part.remove}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Table aria-label={t('checkout.cart.lines')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('checkout.cart.product')}</TableHeaderCell>
          <TableHeaderCell className={styles.numeric}>{t('checkout.cart.unitPrice')}</TableHeaderCell>
          <TableHeaderCell>{t('checkout.cart.quantityHeader')}</TableHeaderCell>
          <TableHeaderCell className={styles.numeric}>{t('checkout.cart.lineTotal')}</TableHeaderCell>
          <TableHeaderCell>
            <span className={hidden}>{t('checkout.cart.actions')}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((line) => {
          const part = parts(line);
          return (
            <TableRow key={line.id}>
              <TableCell>{part.product}</TableCell>
              <TableCell className={styles.numeric}>{part.unitPrice}</TableCell>
              <TableCell>{part.stepper}</TableCell>
              <TableCell className={styles.numeric}>{part.total}</TableCell>
              <TableCell>{part.remove}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
