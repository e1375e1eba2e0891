import type { TFunction } from 'i18next';
import type { UnitOfMeasure } from '../../../../contract/vocabulary';
import { formatQuantity, type QuantityRule } from '../../../../machines/rules/quantity';
import { unitText } from '../quantity-text';

/**
 * How a product is sold, as the buyer reads it beside its stepper: "Caja 10 kg · múltiplos de 10 kg",
 * "Bidón 5 L · unidades enteras", "de 0,5 en 0,5 kg, mínimo 2 kg".
 */
export function quantityRuleText(t: TFunction, rule: QuantityRule, unit: UnitOfMeasure | undefined, pack?: string): string {
  const parts = [
    rule.step === 1 ? t(`common.quantity.rule.whole.${unit ?? 'un'}`) : t('common.quantity.rule.multiple', { step: formatQuantity(rule.step), unit: unit ? unitText(t, unit, rule.step) : '' }),
  ];
  if (rule.min > rule.step) parts.push(t('common.quantity.rule.minimum', { min: formatQuantity(rule.min), unit: unit ? unitText(t, unit, rule.min) : '' }));
  const rules = parts.join(', ');
  return pack ? `${pack} · ${rules}` : rules;
}
