import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { parseQuantity } from '../../../machines/rules/quantity';
import type { LinesDraft, RecurringOrdersEvent } from '../../../machines/recurring-orders.machine';
import { describeFailure } from '../common/describe-failure';
import { fieldFailure } from '../common/FailureMessage';
import { FormAlert } from '../common/FormAlert';
import { usePageStyles } from '../common/page.styles';
import { unitText } from '../common/quantity-text';
import { useRecurringStyles } from './recurringOrders.styles';
import { RemoveLineButton } from './RemoveLineButton';

interface OccurrenceLinesEditorProps {
  draft: LinesDraft;
  saving: boolean;
  refusal: Failure | null;
  send: (event: RecurringOrdersEvent) => void;
}

/** The prepared date's quantities as fields, each line removable but the last; the gateway checks each product's rule. */
export function OccurrenceLinesEditor({ draft, saving, refusal, send }: OccurrenceLinesEditorProps) {
  const { t } = useTranslation();
  const styles = useRecurringStyles();
  const page = usePageStyles();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const unreadable = draft.lines.filter((line) => typed[line.product_id] !== undefined && !((parseQuantity(typed[line.product_id]!) ?? 0) > 0));

  function type(productId: number, text: string) {
    setTyped((current) => ({ ...current, [productId]: text }));
    const quantity = parseQuantity(text);
    if (quantity !== null && quantity > 0) send({ type: 'recurringOrders.setQuantity', productId, quantity });
  }

  return (
    <form
      className={styles.formLines}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (unreadable.length === 0) send({ type: 'recurringOrders.saveLines' });
      }}
    >
      {refusal && <FormAlert>{refusal.fields ? t('auth.form.checkFields') : describeFailure(t, refusal)}</FormAlert>}
      {draft.lines.map((line, index) => {
        const text = typed[line.product_id];
        const invalid = text !== undefined && !((parseQuantity(text) ?? 0) > 0);
        return (
          <div key={line.product_id} className={styles.editLine}>
            <Field
              label={`${line.name} (${unitText(t, line.uom, line.quantity)})`}
              validationMessage={invalid ? t('recurringOrders.lines.notANumber') : fieldFailure(refusal, `lines.${index}.quantity`)}
            >
              <Input
                className={styles.quantity}
                inputMode="decimal"
                value={text ?? String(line.quantity).replace('.', ',')}
                disabled={saving}
                onChange={(_, data) => type(line.product_id, data.value)}
              />
            </Field>
            <RemoveLineButton
              name={line.name}
              disabled={saving || draft.lines.length === 1}
              onRemove={() => send({ type: 'recurringOrders.removeLine', productId: line.product_id })}
            />
          </div>
        );
      })}
      <div className={page.actions}>
        <Button className={page.action} appearance="primary" type="submit" disabled={saving || unreadable.length > 0}>
          {saving ? t('recurringOrders.lines.saving') : t('recurringOrders.lines.save')}
        </Button>
        <Button className={page.action} disabled={saving} onClick={() => send({ type: 'recurringOrders.cancel' })}>
          {t('recurringOrders.lines.cancel')}
        </Button>
      </div>
    </form>
  );
}
