import { useState } from 'react';
import { addressFormMachine } from '../../../../machines/address-form.machine';
import { chileRegions, findRegion } from '../../../../contract/chile-regions';
import type { Address, AddressType } from '../../../../contract/addresses';
import { useEffects } from '../../../kernel/effects';
import { useFormMachine } from '../useFormMachine';
import { checkAddress, initialValues, type AddressErrors, type AddressField, type AddressValues } from './address-values';

export interface AddressFormOptions {
  address: Address | null;
  defaultType: AddressType;
  invalidRut: string;
  onSaved: (address: Address) => void;
  onClose: () => void;
}

export const regionNames = chileRegions.map((region) => region.name);

/**
 * The address dialog's state: what was typed (kept through any refusal), the form's own messages, the
 * gateway's per-field messages, and the comunas of the chosen región. One machine per opening.
 */
export function useAddressForm({ address, defaultType, invalidRut, onSaved, onClose }: AddressFormOptions) {
  const { actor, busy, failure } = useFormMachine(addressFormMachine, useEffects().addressForm, { recordId: address?.id ?? null }, { onSaved, onClose });
  const [values, setValues] = useState<AddressValues>(() => initialValues(address, defaultType));
  const [isDefault, setIsDefault] = useState(address?.is_default ?? false);
  const [errors, setErrors] = useState<AddressErrors>({});

  const errorOf = (field: AddressField, of: AddressValues) => checkAddress(of, isDefault, invalidRut).errors?.[field];

  function change(field: AddressField, value: string) {
    // The comunas offered belong to the región: a new región empties the comuna.
    const next = { ...values, [field]: value, ...(field === 'region' && value !== values.region ? { comuna: '' } : {}) };
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: errorOf(field, next) }));
    actor.send({ type: 'form.change', field });
    if (next.comuna !== values.comuna) actor.send({ type: 'form.change', field: 'comuna' });
  }

  function blur(field: AddressField) {
    if (values[field].trim() !== '') setErrors((current) => ({ ...current, [field]: errorOf(field, values) }));
  }

  return {
    values,
    isDefault,
    busy,
    failure,
    /** The edited address's type is fixed; a default stays one until another takes its place. */
    editing: address !== null,
    wasDefault: address?.is_default ?? false,
    comunas: findRegion(values.region)?.comunas.map(([, name]) => name) ?? [],
    change,
    setIsDefault(checked: boolean) {
      setIsDefault(checked);
      actor.send({ type: 'form.change', field: 'is_default' });
    },
    blur,
    /** A text input's props for `field`, as `useFormFields`' bind gives them: its value, its changes and its check when left. */
    bind(field: AddressField) {
      return { name: field, value: values[field], onChange: (_: unknown, data: { value: string }) => change(field, data.value), onBlur: () => blur(field) };
    },
    /** The form's message for a field, else the gateway's. */
    messageOf: (field: AddressField | 'is_default'): string | undefined =>
      (field === 'is_default' ? undefined : errors[field]) ?? failure?.fields?.[field]?.[0],
    submit() {
      const checked = checkAddress(values, isDefault, invalidRut);
      setErrors(checked.errors ?? {});
      if (checked.draft) actor.send({ type: 'form.submit', draft: checked.draft });
    },
  };
}
