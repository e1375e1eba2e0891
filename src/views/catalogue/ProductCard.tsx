import type { Product } from '../../../contract/catalogue';
import { Checkbox, Link, Subtitle2 } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAvailable } from '../../../machines/catalogue.machine';
import { useAppLink } from '../common/useAppLink';
import { useProductCardStyles } from './catalogue.styles';
import { productPath } from '../../kernel/drill-down-paths';
import { ProductBuyControls } from './ProductBuyControls';
import { ProductMeta } from './ProductMeta';
import { ProductPrices } from './ProductPrices';
import { StockBadge } from './StockBadge';

export interface ProductCardProps {
  product: Product;
  quantity: number;
  selected: boolean;
  canBuy: boolean;
  /** The role may buy; without it the card only shows the product and its prices. */
  mayBuy: boolean;
  /** The company is in the club: the price it pays, the club's, comes first. */
  isMember?: boolean;
  onQuantity: (id: number, quantity: number) => void;
  onSelect: (id: number, selected: boolean) => void;
  onAdd: (product: Product, quantity: number) => void;
  /** On the first screen: its picture loads at once rather than when scrolled near (it is what a buyer sees first). */
  firstScreen?: boolean;
}

/** One product as a tile of the grid: picture, name, SKU, unit, pack size, prices, stock, and the ways to put it in the cart. */
export const ProductCard = memo(function ProductCard({ product, selected, canBuy, mayBuy, isMember = false, onSelect, firstScreen = false, ...buy }: ProductCardProps) {
  const { t } = useTranslation();
  const styles = useProductCardStyles();
  const link = useAppLink();
  const available = isAvailable(product);
  const headingId = `product-${product.id}`;
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      {/* Decorative: the name is right beside it. */}
      <img src={product.image_url} alt="" className={styles.image} loading={firstScreen ? 'eager' : 'lazy'} />
      <div className={styles.body}>
        <div className={styles.topRow}>
          <StockBadge state={product.stock_state} />
          {mayBuy && (
            <Checkbox
              checked={selected}
              disabled={!available || !canBuy}
              onChange={(_, data) => onSelect(product.id, data.checked === true)}
              label={t('catalogue.product.select')}
              aria-label={t('catalogue.product.selectNamed', { name: product.name })}
            />
          )}
        </div>
        <Subtitle2 as="h3" id={headingId} className={styles.name}>
          <Link {...link(productPath(product.id))} className={styles.nameLink} translate="no">
            {product.name}
          </Link>
        </Subtitle2>
        <ProductMeta product={product} className={styles.meta} />
        <ProductPrices product={product} showClub member={isMember} />
      </div>
      {mayBuy && (
        <ProductBuyControls
          product={product}
          canBuy={canBuy}
          className={styles.actions}
          {...buy}
        />
      )}
    </article>
  );
});
