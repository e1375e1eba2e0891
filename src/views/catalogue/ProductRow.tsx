import { Button, Checkbox, Link, mergeClasses } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAvailable } from '../../../machines/catalogue.machine';
import { fitQuantity, stepDown, stepUp } from '../../../machines/rules/quantity';
import { productPath } from '../../kernel/drill-down-paths';
import { QuantityStepper } from '../common/cart/QuantityStepper';
import { useAppLink } from '../common/useAppLink';
import { useProductCardStyles } from './catalogue.styles';
import { useProductRowStyles } from './productRow.styles';
import type { ProductCardProps } from './ProductCard';
import { ProductMeta } from './ProductMeta';
import { ProductPrices } from './ProductPrices';
import { StockBadge } from './StockBadge';

/**
 * One product as a line of the compact list, for a buyer who knows what they order: the box, the name and
 * its pack, the price it pays, the quantity and Agregar on one line of a laptop (ten or more to a screen),
 * on two of a phone. Only a stock worth a look (few left, none) is said; the rule's words and the whole
 * pack line are on the product's page, and read out with the line.
 */
export const ProductRow = memo(function ProductRow({
  product,
  quantity,
  selected,
  canBuy,
  mayBuy,
  isMember = false,
  onQuantity,
  onSelect,
  onAdd,
  firstScreen = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const styles = useProductRowStyles();
  const cardStyles = useProductCardStyles();
  const link = useAppLink();
  const available = isAvailable(product);
  const headingId = `product-${product.id}`;
  return (
    <article aria-labelledby={headingId} className={mergeClasses(styles.row, mayBuy && styles.rowBuying)}>
      {mayBuy && (
        <Checkbox
          className={styles.check}
          checked={selected}
          disabled={!available || !canBuy}
          onChange={(_, data) => onSelect(product.id, data.checked === true)}
          aria-label={t('catalogue.product.selectNamed', { name: product.name })}
        />
      )}
      {/* Decorative: the name is right beside it. */}
      <img src={product.image_url} alt="" className={styles.image} loading={firstScreen ? 'eager' : 'lazy'} />
      <div className={styles.info}>
        <div className={styles.nameLine}>
          <h3 id={headingId} className={styles.name}>
            <Link {...link(productPath(product.id))} className={cardStyles.nameLink} translate="no">
              {product.name}
            </Link>
          </h3>
          {product.stock_state !== 'in_stock' && <StockBadge state={product.stock_state} />}
        </div>
        <ProductMeta product={product} className={styles.meta} />
      </div>
      <div className={styles.price}>
        <ProductPrices product={product} showClub member={isMember} compact />
      </div>
      {mayBuy && (
        <div className={styles.actions}>
          <QuantityStepper
            name={product.name}
            quantity={quantity}
            disabled={!available || !canBuy}
            rule={product.quantity_rule}
            unit={product.uom}
            ruleHidden
            onIncrease={() => onQuantity(product.id, stepUp(quantity, product.quantity_rule))}
            onDecrease={() => onQuantity(product.id, stepDown(quantity, product.quantity_rule))}
            onSet={(next) => onQuantity(product.id, fitQuantity(next, product.quantity_rule).quantity)}
          />
          <Button
            appearance="primary"
            className={styles.add}
            icon={<CartRegular />}
            disabled={!available || !canBuy || quantity <= 0}
            aria-label={t('catalogue.product.addNamed', { name: product.name })}
            onClick={() => onAdd(product, quantity)}
          >
            {t('catalogue.product.add')}
          </Button>
        </div>
      )}
    </article>
  );
});
