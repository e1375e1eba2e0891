import { Body1, Button, Caption1, Field, makeStyles, Radio, RadioGroup, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons/svg/add';
import { ArrowLeft20Regular } from '@fluentui/react-icons/svg/arrow-left';
import { ArrowRight20Regular } from '@fluentui/react-icons/svg/arrow-right';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressType } from '../../../contract/addresses';
import type { PickupPoint } from '../../../contract/delivery';
import { notices } from '../../../machines/checkout.notices';
import { noticeText } from '../common/cart/notice-text';
import { deliveryTo, type Delivery } from '../../../machines/checkout.cart';
import { missingAddressParts } from '../../../machines/checkout.selectors';
import { formatClp } from '../../../machines/rules/money';
import { FREE_SHIPPING_FROM_NET, SHIPPING_NET } from '../../../machines/rules/totals';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { AddressDialog } from '../common/address-dialog/AddressDialog';
import { useCheckoutStyles } from './CheckoutView.styles';
import { StepHeading, stepHeadingId } from './StepHeading';
import { addressLine } from '../../../machines/rules/address';
import { formatDay } from '../../../machines/rules/calendar';
import { weekdayName } from './format';
import { ReadFailure, ReadSkeleton } from './ReadState';
import { useLanguageTag } from '../common/useLanguageTag';

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column' },
  addAddress: { alignSelf: 'flex-start' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  missing: { textAlign: 'end' },
});

const pickupValue = 'pickup';
const addressValue = (id: number) => `address-${id}`;

function deliveryValue(delivery: Delivery | null): string {
  if (!delivery) return '';
  return delivery.type === 'pickup' ? pickupValue : addressValue(delivery.addressId);
}

interface AddressesStepProps {
  checkout: CheckoutActor;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Direcciones: who is invoiced, where the order goes (or store pickup) and when. The machine reads what
 * the step offers and keeps the choices to it (the default billing partner, a date still offered);
 * delivery and date go to it at once (shipping follows the delivery), the billing partner with
 * Continuar, which the machine takes as the step's confirmation.
 */
export function AddressesStep({ checkout, headingRef }: AddressesStepProps) {
  const { t } = useTranslation();
  const styles = { ...useCheckoutStyles(), ...useStyles() };
  const language = useLanguageTag();
  const { billing, delivery, scheduledDate, options, failure } = useSelector(
    checkout,
    ({ context }) => ({
      billing: context.billing,
      delivery: context.delivery,
      scheduledDate: context.scheduledDate,
      options: context.addressOptions,
      failure: context.optionsFailure,
    }),
    shallowEqual,
  );
  const reading = useSelector(checkout, (s) => s.hasTag('busy'));
  const [pickedBilling, setPickedBilling] = useState<number | null>(null);
  // The kind of address the dialog adds, open while set.
  const [adding, setAdding] = useState<AddressType | null>(null);
  const restoreFocus = useRestoreFocusTarget();

  const invoiceAddresses = options?.invoice ?? [];
  const deliveryAddresses = options?.delivery ?? [];
  const chosenBilling = invoiceAddresses.find((address) => address.id === (pickedBilling ?? billing?.id)) ?? null;
  // Why Continuar is not available yet, said under it once the options are read.
  const missing = options ? missingAddressParts({ billing: chosenBilling, delivery, scheduledDate }) : [];
  const complete = chosenBilling !== null && missing.length === 0;
  const missingId = useId();
  // Said once: when the page's notice already lists what is missing, the caption under Continuar would repeat it.
  const noticeSaysMissing = useSelector(checkout, (s) => s.context.notice?.code === 'addressIncomplete');
  const caption = missing.length > 0 && !noticeSaysMissing;

  /** The warehouse and its hours, each day range in the reader's language. */
  function pickupLine(point: PickupPoint) {
    const hours = point.hours.map(({ days, open, close }) => t(`checkout.addresses.hours.${days}`, { open, close })).join('; ');
    return `${point.street}, ${point.comuna} · ${hours}`;
  }

  function chooseDelivery(value: string) {
    if (value === pickupValue) {
      checkout.send({ type: 'checkout.setDelivery', delivery: { type: 'pickup' } });
      return;
    }
    const address = deliveryAddresses.find((candidate) => addressValue(candidate.id) === value);
    if (address) checkout.send({ type: 'checkout.setDelivery', delivery: deliveryTo(address) });
  }

  function confirm() {
    if (chosenBilling) checkout.send({ type: 'checkout.applyBilling', billing: { id: chosenBilling.id, name: chosenBilling.name } });
  }

  return (
    <section className={styles.step} aria-labelledby={stepHeadingId}>
      <StepHeading headingRef={headingRef}>{t('checkout.steps.addresses')}</StepHeading>

      {failure && <ReadFailure failure={failure} onRetry={() => checkout.send({ type: 'checkout.retryOptions' })} />}
      {reading && !options ? (
        <ReadSkeleton label={t('checkout.addresses.loading')} rows={5} />
      ) : (
        options && (
          <>
            <Field label={t('checkout.addresses.billing')} hint={invoiceAddresses.length === 0 ? t('checkout.addresses.noBilling') : undefined}>
              {invoiceAddresses.length === 0 && (
                <Button className={styles.addAddress} icon={<Add20Regular />} onClick={() => setAdding('invoice')} {...restoreFocus}>
                  {t('checkout.addresses.addBilling')}
                </Button>
              )}
              <RadioGroup value={chosenBilling ? String(chosenBilling.id) : ''} onChange={(_, data) => setPickedBilling(Number(data.value))}>
                {invoiceAddresses.map((address) => (
                  <Radio
                    key={address.id}
                    value={String(address.id)}
                    label={
                      <span className={styles.option}>
                        <Body1>{address.name}</Body1>
                        <Caption1>{[address.vat && t('checkout.addresses.vat', { vat: address.vat }), addressLine(address)].filter(Boolean).join(' · ')}</Caption1>
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            </Field>

            <Field
              label={t('checkout.addresses.delivery')}
              hint={t('checkout.addresses.shippingRule', { shipping: formatClp(SHIPPING_NET), freeFrom: formatClp(FREE_SHIPPING_FROM_NET) })}
            >
              <RadioGroup value={deliveryValue(delivery)} onChange={(_, data) => chooseDelivery(data.value)}>
                {deliveryAddresses.map((address) => (
                  <Radio
                    key={address.id}
                    value={addressValue(address.id)}
                    label={
                      <span className={styles.option}>
                        <Body1>{address.name}</Body1>
                        <Caption1>{addressLine(address)}</Caption1>
                      </span>
                    }
                  />
                ))}
                <Radio
                  value={pickupValue}
                  label={
                    <span className={styles.option}>
                      <Body1>{t('checkout.addresses.pickup')}</Body1>
                      <Caption1>{pickupLine(options.pickupPoint)}</Caption1>
                      <Caption1>{t('checkout.addresses.pickupHint')}</Caption1>
                    </span>
                  }
                />
              </RadioGroup>
            </Field>
            <Button className={styles.addAddress} icon={<Add20Regular />} onClick={() => setAdding('delivery')} {...restoreFocus}>
              {t('checkout.addresses.addAddress')}
            </Button>
            <AddressDialog
              open={adding !== null}
              onOpenChange={(open) => setAdding(open ? adding : null)}
              defaultType={adding ?? 'delivery'}
              onSaved={(address) => checkout.send({ type: 'checkout.addressAdded', address })}
            />
          </>
        )
      )}

      {reading && !options ? (
        <ReadSkeleton label={t('checkout.addresses.datesLoading')} />
      ) : (
        options && (
          <Field label={t('checkout.addresses.date')} hint={t('checkout.addresses.cutoff', { cutoff: options.cutoff })}>
            <RadioGroup
              value={scheduledDate ?? ''}
              onChange={(_, data) => checkout.send({ type: 'checkout.setScheduledDate', date: data.value })}
            >
              {options.dates.map((date) => (
                <Radio key={date} value={date} label={t('checkout.addresses.dateOption', { weekday: weekdayName(date, language), date: formatDay(date) })} />
              ))}
            </RadioGroup>
          </Field>
        )
      )}

      <div className={styles.actions}>
        <Button icon={<ArrowLeft20Regular />} onClick={() => checkout.send({ type: 'checkout.back' })}>
          {t('checkout.actions.back')}
        </Button>
        <Button
          appearance="primary"
          icon={<ArrowRight20Regular />}
          iconPosition="after"
          disabled={!complete}
          aria-describedby={caption ? missingId : undefined}
          onClick={confirm}
        >
          {t('checkout.actions.next')}
        </Button>
      </div>
      {caption && (
        <Caption1 id={missingId} className={styles.missing}>
          {noticeText(t, language, notices.addressIncomplete(missing))}
        </Caption1>
      )}
    </section>
  );
}
