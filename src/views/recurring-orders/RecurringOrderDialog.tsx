import { Caption1, Checkbox, Field, Input, Link, Radio, RadioGroup, Select, Spinner } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  deliveryWeekdays,
  RECURRING_NAME_MAX,
  recurringFrequencies,
  recurringOrderRequest,
  type RecurringFrequency,
  type RecurringOrder,
  type RecurringOrderRequest,
} from '../../../contract/recurring-orders';
import { parseQuantity } from '../../../machines/rules/quantity';
import type { SeedLine } from '../../../machines/recurring-orders.machine';
import { recurringOrderFormMachine } from '../../../machines/recurring-order-form.machine';
import { useEffects } from '../../kernel/effects';
import { paths } from '../../kernel/paths';
import { FailureMessage, fieldFailure } from '../common/FailureMessage';
import { DialogForm, FormDialog } from '../common/FormDialog';
import { unitText } from '../common/quantity-text';
import { useAppLink } from '../common/useAppLink';
import { useFormMachine } from '../common/useFormMachine';
import { useResource } from '../common/useResource';
import { useRecurringStyles } from './recurringOrders.styles';
import { RemoveLineButton } from './RemoveLineButton';

interface RecurringOrderDialogProps {
  open: boolean;
  /** The listed order being edited; null for a new one from `seed`. */
  order: RecurringOrder | null;
  seed: readonly SeedLine[] | null;
  onClose: () => void;
  onSaved: (order: RecurringOrder) => void;
}

export function RecurringOrderDialog({ open, order, seed, onClose, onSaved }: RecurringOrderDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <RecurringOrderForm order={order} seed={seed} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

/** Where it is delivered, as the select holds it: the company's default address, pickup, or a delivery address's id. */
type DeliveryChoice = 'default' | 'pickup' | `${number}`;

const deliveryOf = (order: RecurringOrder | null): DeliveryChoice => {
  if (!order) return 'default';
  if (order.retiro_en_tienda) return 'pickup';
  return order.partner_shipping_id === null ? 'default' : `${order.partner_shipping_id}`;
};

/** The form's own check: the contract's, its first message per field (and per line's quantity). */
function problemsOf(request: RecurringOrderRequest): Record<string, string> {
  const parsed = z.safeParse(recurringOrderRequest, request);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

function RecurringOrderForm({ order, seed, onClose, onSaved }: Omit<RecurringOrderDialogProps, 'open'>) {
  const { t } = useTranslation();
  const styles = useRecurringStyles();
  const link = useAppLink();
  const effects = useEffects();
  const { actor, busy, failure } = useFormMachine(recurringOrderFormMachine, effects.recurringOrderForm, { recordId: order?.id ?? null }, { onSaved, onClose });
  const addresses = useResource(effects.reads.addresses, { request: undefined, unavailable: { code: 'network' }, logText: 'recurring addresses' });
  const methods = useResource(effects.reads.paymentMethods, { request: undefined, unavailable: { code: 'network' }, logText: 'recurring payment methods' });
  const unattended = (methods.data ?? []).filter((method) => method.code === 'credit' || (method.code === 'saved_card' && method.card?.state !== 'expired'));
  const deliveryAddresses = (addresses.data ?? []).filter((address) => address.type === 'delivery');

  const [name, setName] = useState(order?.name ?? t('recurringOrders.form.defaultName'));
  const [weekdays, setWeekdays] = useState<readonly number[]>(order?.weekdays ?? []);
  const [frequency, setFrequency] = useState<RecurringFrequency>(order?.frequency ?? 'weekly');
  const [delivery, setDelivery] = useState<DeliveryChoice>(deliveryOf(order));
  const [methodId, setMethodId] = useState<number | null>(order?.payment_method_id ?? null);
  const [lines, setLines] = useState(() =>
    (order?.lines ?? seed ?? []).map((line) => ({ product_id: line.product_id, name: line.name, uom: line.uom, text: String(line.quantity).replace('.', ',') })),
  );
  const [checked, setChecked] = useState(false);
  const weekdaysMessageId = useId();
  const chosenMethod = methodId ?? unattended[0]?.id ?? 0;

  const request: RecurringOrderRequest = {
    name,
    weekdays: [...weekdays],
    frequency,
    retiro_en_tienda: delivery === 'pickup',
    ...(delivery === 'pickup' || delivery === 'default' ? {} : { partner_shipping_id: Number(delivery) }),
    payment_method_id: chosenMethod,
    lines: lines.map((line) => ({ product_id: line.product_id, quantity: parseQuantity(line.text) ?? 0 })),
  };
  const problems = checked ? problemsOf(request) : {};
  const changed = (field: string) => actor.send({ type: 'form.change', field });
  const messageOf = (field: string) => problems[field] ?? fieldFailure(failure, field);

  function submit() {
    setChecked(true);
    if (Object.keys(problemsOf(request)).length === 0 && chosenMethod !== 0) actor.send({ type: 'form.submit', draft: request });
  }

  return (
    <DialogForm
      title={t(order ? 'recurringOrders.form.editTitle' : 'recurringOrders.form.newTitle')}
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
      labels={{ cancel: t('recurringOrders.form.cancel'), submit: t('recurringOrders.form.save'), busy: t('recurringOrders.form.saving') }}
    >
      {failure && <FailureMessage failure={failure} shownFields={['name', 'weekdays', 'payment_method_id', 'partner_shipping_id']} />}
      <Field label={t('recurringOrders.form.name')} required validationMessage={messageOf('name')}>
        <Input
          value={name}
          maxLength={RECURRING_NAME_MAX + 10}
          onChange={(_, data) => {
            setName(data.value);
            changed('name');
          }}
        />
      </Field>
      <fieldset className={styles.fieldset} aria-describedby={messageOf('weekdays') ? weekdaysMessageId : undefined}>
        <legend className={styles.legend}>{t('recurringOrders.form.weekdays')}</legend>
        <div className={styles.days}>
          {deliveryWeekdays.map((day) => (
            <Checkbox
              key={day}
              label={t(`recurringOrders.weekdays.${day}`)}
              checked={weekdays.includes(day)}
              onChange={(_, data) => {
                setWeekdays((current) => (data.checked ? [...current, day].sort() : current.filter((entry) => entry !== day)));
                changed('weekdays');
              }}
            />
          ))}
        </div>
        {messageOf('weekdays') && (
          <Caption1 id={weekdaysMessageId} className={styles.error}>
            {messageOf('weekdays')}
          </Caption1>
        )}
      </fieldset>
      <Field label={t('recurringOrders.form.frequency')}>
        <RadioGroup value={frequency} onChange={(_, data) => setFrequency(data.value as RecurringFrequency)}>
          {recurringFrequencies.map((value) => (
            <Radio key={value} value={value} label={t(`recurringOrders.frequency.${value}`)} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('recurringOrders.form.delivery')} validationMessage={messageOf('partner_shipping_id')}>
        <Select
          className={styles.select}
          value={delivery}
          onChange={(_, data) => {
            setDelivery(data.value as DeliveryChoice);
            changed('partner_shipping_id');
          }}
        >
          <option value="default">{t('recurringOrders.form.defaultAddress')}</option>
          {deliveryAddresses.map((address) => (
            <option key={address.id} value={`${address.id}`}>
              {`${address.name}: ${address.street}, ${address.comuna}`}
            </option>
          ))}
          <option value="pickup">{t('recurringOrders.facts.pickup')}</option>
        </Select>
      </Field>
      <Field
        label={t('recurringOrders.form.payment')}
        hint={t('recurringOrders.form.paymentHint')}
        validationMessage={messageOf('payment_method_id') ?? (checked && !methods.loading && unattended.length === 0 ? t('recurringOrders.form.noMethod') : undefined)}
      >
        {methods.loading ? (
          <Spinner size="tiny" label={t('recurringOrders.loading')} />
        ) : (
          <Select
            className={styles.select}
            value={`${chosenMethod}`}
            disabled={unattended.length === 0}
            onChange={(_, data) => {
              setMethodId(Number(data.value));
              changed('payment_method_id');
            }}
          >
            {unattended.map((method) => (
              <option key={method.id} value={`${method.id}`}>
                {method.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {!methods.loading && unattended.length === 0 && <Link {...link(paths.cards)}>{t('recurringOrders.form.addCard')}</Link>}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('recurringOrders.form.lines')}</legend>
        {messageOf('lines') && <Caption1 className={styles.error}>{messageOf('lines')}</Caption1>}
        <ul className={styles.formLines}>
          {lines.map((line, index) => (
            <li key={line.product_id} className={styles.editLine}>
              <Field label={`${line.name} (${unitText(t, line.uom, 2)})`} validationMessage={messageOf(`lines.${index}.quantity`) ?? messageOf(`lines.${index}.product_id`)}>
                <Input
                  className={styles.quantity}
                  inputMode="decimal"
                  value={line.text}
                  onChange={(_, data) => {
                    setLines((current) => current.map((entry) => (entry.product_id === line.product_id ? { ...entry, text: data.value } : entry)));
                    changed(`lines.${index}.quantity`);
                  }}
                />
              </Field>
              <RemoveLineButton
                name={line.name}
                disabled={lines.length === 1}
                onRemove={() => setLines((current) => current.filter((entry) => entry.product_id !== line.product_id))}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </DialogForm>
  );
}
