import { Button, Caption1, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Add16Regular } from '@fluentui/react-icons/svg/add';
import { Subtract16Regular } from '@fluentui/react-icons/svg/subtract';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitOfMeasure } from '../../../../contract/vocabulary';
import { fallbackRuleOf, formatQuantity, parseQuantity, quantityProblem, type QuantityRule } from '../../../../machines/rules/quantity';
import { touchMedia } from '../layout.constants';
import { useVisuallyHiddenStyles } from '../visuallyHidden.styles';
import { quantityRuleText } from './quantity-rule-text';

const useStyles = makeStyles({
  stepper: { display: 'inline-flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  group: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  rule: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  input: { width: '64px', minWidth: '64px', textAlign: 'center' },
  step: { [touchMedia]: { minWidth: '44px', minHeight: '44px' } },
  field: { [touchMedia]: { minHeight: '44px' } },
});

export interface QuantityStepperProps {
  /** The product's name, so each stepper's controls say what they change. */
  name: string;
  quantity: number;
  onIncrease: () => void;
  onDecrease: () => void;
  /** A typed quantity as read (`1.000` a thousand, `2,5` two and a half), never below 0: the receiver makes it one the product is sold in. */
  onSet: (quantity: number) => void;
  /** How the product is sold, said under the stepper; its unit's fallback rule when absent. */
  rule?: QuantityRule;
  unit?: UnitOfMeasure;
  /** Its pack, said before the rule when the stepper has nothing else near it naming it. */
  pack?: string;
  disabled?: boolean;
  /** Where a line has no room under it (the compact list): the rule is still read with the box, not shown. */
  ruleHidden?: boolean;
}

/**
 * A product's quantity on screen, for a catalogue card and for a cart line alike, with the product's
 * rule under it: − and + move one step of it. A typed quantity the product is sold in counts at once,
 * so "10" then a click on Agregar adds ten (the click lands before React has seen the box lose focus);
 * any other (a 0, which removes a cart line; a `2,5` of drums, which the receiver rounds and says so)
 * only counts when the box is left or Enter is pressed. The buyer's text stays as typed until then,
 * and Escape drops it.
 */
export function QuantityStepper({ name, quantity, onIncrease, onDecrease, onSet, rule, unit, pack, disabled = false, ruleHidden = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const ruleId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const soldBy = rule ?? fallbackRuleOf(unit);

  function commit() {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    setDraft(null);
    if (typed !== null && typed !== quantity) onSet(typed);
  }

  function onType(text: string) {
    setDraft(text);
    const typed = parseQuantity(text);
    if (typed !== null && typed !== quantity && quantityProblem(typed, soldBy) === null) onSet(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  }

  return (
    <div className={styles.stepper}>
      <div role="group" aria-label={t('common.quantity.group', { name })} className={styles.group}>
        <Button
          size="small"
          appearance="subtle"
          className={styles.step}
          icon={<Subtract16Regular />}
          aria-label={t('common.quantity.decrease', { name })}
          disabled={disabled || quantity <= 0}
          onClick={onDecrease}
        />
        <Input
          size="small"
          className={mergeClasses(styles.input, styles.field)}
          input={{ className: styles.input }}
          inputMode="decimal"
          aria-label={t('common.quantity.label', { name })}
          aria-describedby={ruleId}
          value={draft ?? formatQuantity(quantity)}
          disabled={disabled}
          onChange={(_, data) => onType(data.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <Button
          size="small"
          appearance="subtle"
          className={styles.step}
          icon={<Add16Regular />}
          aria-label={t('common.quantity.increase', { name })}
          disabled={disabled}
          onClick={onIncrease}
        />
      </div>
      <Caption1 id={ruleId} className={mergeClasses(styles.rule, ruleHidden && hidden.root)}>
        {quantityRuleText(t, soldBy, unit, pack)}
      </Caption1>
    </div>
  );
}
