import type { Product } from '../../../contract/catalogue';
import { Button, Checkbox, Link, mergeClasses, Subtitle2, Text } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAvailable, type CatalogueView } from '../../../machines/catalogue.machine';
import { useAppLink } from '../common/useAppLink';
import { useVisuallyHiddenStyles } from '../common/visuallyHidden.styles';
import { useProductCardStyles } from './catalogue.styles';
import { productPath } from '../../kernel/drill-down-paths';
import { ProductPrices } from './ProductPrices';
import { fitQuantity, stepDown, stepUp } from '../../../machines/rules/quantity';
import { QuantityStepper } from '../common/cart/QuantityStepper';
import { StockBadge } from './StockBadge';

interface ProductCardProps {
  product: Product;
  view: CatalogueView;
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

/** One product: picture, name, SKU, unit, pack size, prices, stock, and the ways to put it in the cart. */
export const ProductCard = memo(function ProductCard({
  product,
  view,
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
  const styles = useProductCardStyles();
  const hidden = useVisuallyHiddenStyles();
  const link = useAppLink();
  const available = isAvailable(product);
  const headingId = `product-${product.id}`;
  return (
    <article aria-labelledby={headingId} className={mergeClasses(styles.card, view === 'list' && styles.cardRow)}>
      {/* Decorative: the name is right beside it. */}
      <img src={product.image_url} alt="" className={mergeClasses(styles.image, view === 'list' && styles.imageRow)} loading={firstScreen ? 'eager' : 'lazy'} />
      <div className={styles.body}>
        <div className={styles.topRow}>
          <StockBadge state={product.stock_state} />
          {mayBuy && (
            <Checkbox
              checked={selected}
              disabled={!available || !canBuy}
              onChange={(_, data) => onSelect(product.id, data.checked === true)}
              label={
                <>
                  {t('catalogue.product.select')} <span className={hidden.root}>{product.name}</span>
                </>
              }
            />
          )}
        </div>
        <Subtitle2 as="h3" id={headingId} className={styles.name}>
          <Link {...link(productPath(product.id))}>{product.name}</Link>
        </Subtitle2>
        <Text size={200} className={styles.meta}>
          {t('catalogue.product.meta', { code: product.default_code, pack: product.pack_size, unit: t(`catalogue.units.${product.uom}`) })}
        </Text>
        <ProductPrices product={product} showClub member={isMember} />
      </div>
      {mayBuy && (
        <div className={styles.actions}>
          <QuantityStepper
            name={product.name}
            quantity={quantity}
            disabled={!available || !canBuy}
            rule={product.quantity_rule}
            unit={product.uom}
            onIncrease={() => onQuantity(product.id, stepUp(quantity, product.quantity_rule))}
            onDecrease={() => onQuantity(product.id, stepDown(quantity, product.quantity_rule))}
            onSet={(next) => onQuantity(product.id, fitQuantity(next, product.quantity_rule).quantity)}
          />
          <Button
            appearance="primary"
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
