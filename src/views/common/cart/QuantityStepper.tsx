import { Button, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Add16Regular } from '@fluentui/react-icons/svg/add';
import { Subtract16Regular } from '@fluentui/react-icons/svg/subtract';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, normalizeQuantity, parseQuantity } from '../../../../machines/rules/quantity';
import { touchMedia } from '../layout.constants';

const useStyles = makeStyles({
  group: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
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
  /** A typed quantity, already to one decimal and never below 0. */
  onSet: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * The spec's quantity rule on screen, for a catalogue card and for a cart line alike: − and + move one
 * step, a typed `2,5` keeps one decimal. A typed positive quantity counts at once, so "10" then a click
 * on Agregar adds ten (the click lands before React has seen the box lose focus); a typed 0, which
 * removes a cart line, only counts when the box is left or Enter is pressed. The buyer's text stays as
 * typed until then, and Escape drops it.
 */
export function QuantityStepper({ name, quantity, onIncrease, onDecrease, onSet, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    setDraft(null);
    if (typed !== null && normalizeQuantity(typed) !== quantity) onSet(normalizeQuantity(typed));
  }

  function onType(text: string) {
    setDraft(text);
    const typed = parseQuantity(text);
    if (typed !== null && normalizeQuantity(typed) > 0 && normalizeQuantity(typed) !== quantity) onSet(normalizeQuantity(typed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  }

  return (
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
  );
}
