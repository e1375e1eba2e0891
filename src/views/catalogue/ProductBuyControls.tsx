import type { Product } from '../../../contract/catalogue';
import { Button } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { useTranslation } from 'react-i18next';
import { isAvailable } from '../../../machines/catalogue.machine';
import { fitQuantity, stepDown, stepUp } from '../../../machines/rules/quantity';
import { QuantityStepper } from '../common/cart/QuantityStepper';

interface ProductBuyControlsProps {
  product: Product;
  quantity: number;
  canBuy: boolean;
  /** The compact list leaves the rule's words to the product's page (they are still read out with the field). */
  ruleHidden?: boolean;
  className?: string;
  addClassName?: string;
  onQuantity: (id: number, quantity: number) => void;
  onAdd: (product: Product, quantity: number) => void;
}

/** The quantity and Agregar of one product, the same on a tile of the grid and a line of the list. */
export function ProductBuyControls({
  product,
  quantity,
  canBuy,
  ruleHidden = false,
  className,
  addClassName,
  onQuantity,
  onAdd,
}: ProductBuyControlsProps) {
  const { t } = useTranslation();
  const disabled = !isAvailable(product) || !canBuy;
  return (
    <div className={className}>
      <QuantityStepper
        name={product.name}
        quantity={quantity}
        disabled={disabled}
        rule={product.quantity_rule}
        unit={product.uom}
        ruleHidden={ruleHidden}
        onIncrease={() => onQuantity(product.id, stepUp(quantity, product.quantity_rule))}
        onDecrease={() => onQuantity(product.id, stepDown(quantity, product.quantity_rule))}
        onSet={(next) => onQuantity(product.id, fitQuantity(next, product.quantity_rule).quantity)}
      />
      <Button
        appearance="primary"
        className={addClassName}
        icon={<CartRegular />}
        disabled={disabled || quantity <= 0}
        aria-label={t('catalogue.product.addNamed', { name: product.name })}
        onClick={() => onAdd(product, quantity)}
      >
        {t('catalogue.product.add')}
      </Button>
    </div>
  );
}
