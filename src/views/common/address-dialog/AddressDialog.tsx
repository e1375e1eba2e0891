import { Checkbox, Dropdown, Field, Input, Option, Radio, RadioGroup } from '@fluentui/react-components';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, AddressType } from '../../../../contract/addresses';
import { FailureMessage } from '../FailureMessage';
import { DialogForm, FormDialog } from '../FormDialog';
import { useAddressDialogStyles } from './AddressDialog.styles';
import { addressFields } from './address-values';
import { regionNames, useAddressForm } from './useAddressForm';

export interface AddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to edit; null or absent to add a new one. */
  address?: Address | null;
  /** The type a new address starts with ('delivery' in the checkout). */
  defaultType?: AddressType;
  /** Called with the gateway's saved address after a successful save; the dialog then closes itself. */
  onSaved: (address: Address) => void;
}

const shownFields = [...addressFields, 'is_default'];

/** Adds or edits one address, for the addresses page and the checkout. */
export function AddressDialog({ open, onOpenChange, address = null, defaultType = 'delivery', onSaved }: AddressDialogProps): JSX.Element {
  const close = () => onOpenChange(false);
  return (
    <FormDialog open={open} onClose={close}>
      <AddressForm address={address} defaultType={defaultType} onSaved={onSaved} onClose={close} />
    </FormDialog>
  );
}

interface AddressFormProps {
  address: Address | null;
  defaultType: AddressType;
  onSaved: (address: Address) => void;
  onClose: () => void;
}

function AddressForm({ address, defaultType, onSaved, onClose }: AddressFormProps) {
  const { t } = useTranslation();
  const styles = useAddressDialogStyles();
  const form = useAddressForm({ address, defaultType, invalidRut: t('addresses.form.invalidRut'), onSaved, onClose });
  const { values } = form;
  const isInvoice = values.type === 'invoice';

  return (
    <DialogForm
      title={form.editing ? t('addresses.form.editTitle') : t('addresses.form.addTitle')}
      onSubmit={form.submit}
      onCancel={onClose}
      busy={form.busy}
      labels={{ cancel: t('addresses.form.cancel'), submit: t('addresses.form.save'), busy: t('addresses.form.saving') }}
    >
      {form.failure && <FailureMessage failure={form.failure} shownFields={shownFields} />}
      <Field label={t('addresses.form.type')} hint={form.editing ? t('addresses.form.typeFixed') : undefined}>
        <RadioGroup
          layout="horizontal"
          value={values.type}
          disabled={form.editing}
          onChange={(_, data) => form.change('type', data.value)}
        >
          <Radio value="invoice" label={t('addresses.types.invoice')} />
          <Radio value="delivery" label={t('addresses.types.delivery')} />
        </RadioGroup>
      </Field>
      <Field
        label={isInvoice ? t('addresses.form.razonSocial') : t('addresses.form.alias')}
        hint={isInvoice ? undefined : t('addresses.form.aliasHint')}
        required
        validationMessage={form.messageOf('name')}
      >
        <Input {...form.bind('name')} />
      </Field>
      {isInvoice && (
        <Field label={t('addresses.form.vat')} hint={t('addresses.form.vatHint')} validationMessage={form.messageOf('vat')}>
          <Input {...form.bind('vat')} />
        </Field>
      )}
      <Field label={t('addresses.form.street')} hint={t('addresses.form.streetHint')} required validationMessage={form.messageOf('street')}>
        <Input {...form.bind('street')} autoComplete="street-address" />
      </Field>
      <div className={styles.place}>
        <Field label={t('addresses.form.region')} required validationMessage={form.messageOf('region')}>
          <Dropdown
            className={styles.picker}
            placeholder={t('addresses.form.regionPlaceholder')}
            value={values.region}
            selectedOptions={values.region ? [values.region] : []}
            // Both are required: no hidden English "Clear selection" button beside them.
            clearButton={null}
            onOptionSelect={(_, data) => form.change('region', data.optionValue ?? '')}
          >
            {regionNames.map((name) => (
              <Option key={name}>{name}</Option>
            ))}
          </Dropdown>
        </Field>
        <Field
          label={t('addresses.form.comuna')}
          hint={values.region ? undefined : t('addresses.form.comunaNeedsRegion')}
          required
          validationMessage={form.messageOf('comuna')}
        >
          <Dropdown
            className={styles.picker}
            placeholder={t('addresses.form.comunaPlaceholder')}
            disabled={form.comunas.length === 0}
            value={values.comuna}
            selectedOptions={values.comuna ? [values.comuna] : []}
            clearButton={null}
            onOptionSelect={(_, data) => form.change('comuna', data.optionValue ?? '')}
          >
            {form.comunas.map((name) => (
              <Option key={name}>{name}</Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <Field label={t('addresses.form.phone')} hint={t('addresses.form.phoneHint')} validationMessage={form.messageOf('phone')}>
        <Input {...form.bind('phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field
        validationMessage={form.messageOf('is_default')}
        hint={form.wasDefault ? t('addresses.form.defaultFixed') : undefined}
      >
        <Checkbox
          label={t('addresses.form.isDefault')}
          checked={form.isDefault}
          disabled={form.wasDefault}
          onChange={(_, data) => form.setIsDefault(data.checked === true)}
        />
      </Field>
    </DialogForm>
  );
}
