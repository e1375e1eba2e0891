import { Checkbox, Link, mergeClasses } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAvailable } from '../../../machines/catalogue.machine';
import { productPath } from '../../kernel/drill-down-paths';
import { useAppLink } from '../common/useAppLink';
import { useProductCardStyles } from './catalogue.styles';
import { useProductRowStyles } from './productRow.styles';
import type { ProductCardProps } from './ProductCard';
import { ProductBuyControls } from './ProductBuyControls';
import { ProductMeta } from './ProductMeta';
import { ProductPrices } from './ProductPrices';
import { StockBadge } from './StockBadge';

/**
 * One product as a line of the compact list, for a buyer who knows what they order: the box, the name and
 * its pack, the price it pays, the quantity and Agregar on one line of a laptop (ten or more to a screen),
 * on two of a phone. Only a stock worth a look (few left, none) is said; the rule's words and the whole
 * pack line are on the product's page, and read out with the line.
 */
export const ProductRow = memo(function ProductRow({ product, selected, canBuy, mayBuy, isMember = false, onSelect, firstScreen = false, ...buy }: ProductCardProps) {
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
        <ProductBuyControls
          product={product}
          canBuy={canBuy}
          ruleHidden
          className={styles.actions}
          addClassName={styles.add}
          {...buy}
        />
      )}
    </article>
  );
});
