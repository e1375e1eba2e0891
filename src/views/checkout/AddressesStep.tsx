import { Body1, Button, Caption1, Field, makeStyles, Radio, RadioGroup, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons/svg/add';
import { ArrowLeft20Regular } from '@fluentui/react-icons/svg/arrow-left';
import { ArrowRight20Regular } from '@fluentui/react-icons/svg/arrow-right';
import { useSelector } from '@xstate/react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '../../../machines/checkout.cart';
import { missingAddressParts } from '../../../machines/checkout.machine';
import { formatClp } from '../../../machines/rules/money';
import { FREE_SHIPPING_FROM_NET, SHIPPING_NET } from '../../../machines/rules/totals';
import type { Address } from '../../../contract/addresses';
import type { CheckoutActor } from '../../app/checkout-context';
import { useResource } from '../../app/use-resource';
import { AddressDialog } from '../addresses/AddressDialog';
import type { CheckoutReads } from './checkout-reads';
import { useCheckoutStyles } from './CheckoutView.styles';
import { StepHeading, stepHeadingId } from './StepHeading';
import { addressLine } from '../../../machines/rules/address';
import { formatDay } from '../../../machines/rules/calendar';
import { weekdayName } from './format';
import { ReadFailure, ReadSkeleton, unavailableCode } from './ReadState';
import { useLanguageTag } from '../cart/useLanguageTag';

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column' },
  addAddress: { alignSelf: 'flex-start' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const pickupValue = 'pickup';
const addressValue = (id: number) => `address-${id}`;

function deliveryValue(delivery: Delivery | null): string {
  if (!delivery) return '';
  return delivery.type === 'pickup' ? pickupValue : addressValue(delivery.addressId);
}

/** The first of `ids` that is one of `addresses`: what the buyer picked, else what was stored, else the default. */
function firstListed(addresses: readonly Address[], ids: readonly (number | null | undefined)[]): Address | null {
  for (const id of ids) {
    const found = addresses.find((address) => address.id === id);
    if (found) return found;
  }
  return null;
}

interface AddressesStepProps {
  checkout: CheckoutActor;
  reads: CheckoutReads;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Direcciones: who is invoiced, where the order goes (or store pickup) and when. Delivery and date go to
 * the machine at once (shipping follows the delivery); the billing partner goes with Continuar, which the
 * machine takes as the step's confirmation.
 */
export function AddressesStep({ checkout, reads, headingRef }: AddressesStepProps) {
  const { t } = useTranslation();
  const styles = { ...useCheckoutStyles(), ...useStyles() };
  const language = useLanguageTag();
  const storedBilling = useSelector(checkout, (s) => s.context.billing?.id ?? null);
  const delivery = useSelector(checkout, (s) => s.context.delivery);
  const scheduledDate = useSelector(checkout, (s) => s.context.scheduledDate);
  const [pickedBilling, setPickedBilling] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const restoreFocus = useRestoreFocusTarget();

  const addresses = useResource(reads.addresses, {
    request: null,
    unavailable: { code: unavailableCode, message: 'No pudimos cargar tus direcciones.' },
    logText: 'Error loading addresses',
  });
  const options = useResource(reads.deliveryOptions, {
    request: null,
    unavailable: { code: unavailableCode, message: 'No pudimos cargar las fechas de entrega.' },
    logText: 'Error loading delivery options',
  });

  const invoiceAddresses = (addresses.data ?? []).filter((address) => address.type === 'invoice');
  const deliveryAddresses = (addresses.data ?? []).filter((address) => address.type === 'delivery');
  const billing = firstListed(invoiceAddresses, [
    pickedBilling,
    storedBilling,
    invoiceAddresses.find((address) => address.is_default)?.id,
  ]);
  const dates = options.data?.dates ?? [];
  const dateOffered = scheduledDate !== null && dates.includes(scheduledDate);
  const complete =
    billing !== null && dateOffered && missingAddressParts({ billing, delivery, scheduledDate }).length === 0;

  function deliverTo(address: Address) {
    checkout.send({
      type: 'checkout.setDelivery',
      delivery: { type: 'address', addressId: address.id, label: `${address.name} · ${addressLine(address)}` },
    });
  }

  function chooseDelivery(value: string) {
    if (value === pickupValue) {
      checkout.send({ type: 'checkout.setDelivery', delivery: { type: 'pickup' } });
      return;
    }
    const address = deliveryAddresses.find((candidate) => addressValue(candidate.id) === value);
    if (address) deliverTo(address);
  }

  /** A delivery address added here is where the buyer wants this order to go. */
  function added(address: Address) {
    addresses.reload();
    if (address.type === 'delivery') deliverTo(address);
  }

  function confirm() {
    if (billing) checkout.send({ type: 'checkout.applyBilling', billing: { id: billing.id, name: billing.name } });
  }

  return (
    <section className={styles.step} aria-labelledby={stepHeadingId}>
      <StepHeading headingRef={headingRef}>{t('checkout.steps.addresses')}</StepHeading>

      {addresses.failure && (
        <ReadFailure failure={addresses.failure} unavailable={t('checkout.addresses.unavailable')} onRetry={addresses.retry} />
      )}
      {addresses.loading && !addresses.data ? (
        <ReadSkeleton label={t('checkout.addresses.loading')} rows={5} />
      ) : (
        addresses.data && (
          <>
            <Field label={t('checkout.addresses.billing')} hint={invoiceAddresses.length === 0 ? t('checkout.addresses.noBilling') : undefined}>
              <RadioGroup value={billing ? String(billing.id) : ''} onChange={(_, data) => setPickedBilling(Number(data.value))}>
                {invoiceAddresses.map((address) => (
                  <Radio
                    key={address.id}
                    value={String(address.id)}
                    label={
                      <span className={styles.option}>
                        <Body1>{address.name}</Body1>
                        <Caption1>
                          {address.vat ? t('checkout.addresses.vat', { vat: address.vat }) : null} {addressLine(address)}
                        </Caption1>
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
                      <Caption1>{t('checkout.addresses.pickupHint')}</Caption1>
                    </span>
                  }
                />
              </RadioGroup>
            </Field>
            <Button className={styles.addAddress} icon={<Add20Regular />} onClick={() => setAdding(true)} {...restoreFocus}>
              {t('checkout.addresses.addAddress')}
            </Button>
            <AddressDialog open={adding} onOpenChange={setAdding} defaultType="delivery" onSaved={added} />
          </>
        )
      )}

      {options.failure && (
        <ReadFailure failure={options.failure} unavailable={t('checkout.addresses.datesUnavailable')} onRetry={options.retry} />
      )}
      {options.loading && !options.data ? (
        <ReadSkeleton label={t('checkout.addresses.datesLoading')} />
      ) : (
        options.data && (
          <Field label={t('checkout.addresses.date')} hint={t('checkout.addresses.cutoff', { cutoff: options.data.cutoff })}>
            <RadioGroup
              value={dateOffered ? scheduledDate : ''}
              onChange={(_, data) => checkout.send({ type: 'checkout.setScheduledDate', date: data.value })}
            >
              {dates.map((date) => (
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
        <Button appearance="primary" icon={<ArrowRight20Regular />} iconPosition="after" disabled={!complete} onClick={confirm}>
          {t('checkout.actions.next')}
        </Button>
      </div>
    </section>
  );
}
