import * as z from 'zod/mini';
import type { AddressDraft } from '../../../../machines/address-form.machine';
import { createAddressRequest, type Address, type AddressType } from '../../../../contract/addresses';
import { checkPlace } from '../../../../contract/chile-regions';
import { normalizeRut } from '../../../../contract/rut';

export const addressFields = ['type', 'name', 'vat', 'street', 'region', 'comuna', 'phone'] as const;
export type AddressField = (typeof addressFields)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export function initialValues(address: Address | null, defaultType: AddressType): AddressValues {
  return {
    type: address?.type ?? defaultType,
    name: address?.name ?? '',
    vat: address?.vat ?? '',
    street: address?.street ?? '',
    region: address?.region ?? '',
    comuna: address?.comuna ?? '',
    phone: address?.phone ?? '',
  };
}

export type AddressCheck = { draft: AddressDraft; errors: null } | { draft: null; errors: AddressErrors };

/**
 * The form's own check, with the contract's schema and place lookup, so the buyer reads the gateway's
 * Spanish messages before sending. `invalidRut` is the message for a RUT whose check digit is wrong.
 */
export function checkAddress(values: AddressValues, isDefault: boolean, invalidRut: string): AddressCheck {
  const vatText = values.type === 'invoice' ? values.vat.trim() : '';
  const parsed = z.safeParse(createAddressRequest, {
    type: values.type,
    name: values.name,
    street: values.street,
    region: values.region,
    comuna: values.comuna,
    phone: values.phone.trim() === '' ? null : values.phone,
  });
  const errors: AddressErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && (addressFields as readonly string[]).includes(field)) errors[field as AddressField] ??= issue.message;
  }
  const vat = vatText === '' ? undefined : normalizeRut(vatText);
  if (vat === null) errors.vat = invalidRut;
  const place = values.region && values.comuna ? checkPlace(values.region, values.comuna) : null;
  if (place && !place.ok) {
    errors.region ??= place.fields.region?.[0];
    errors.comuna ??= place.fields.comuna?.[0];
  }
  if (!parsed.success || vat === null || !place?.ok) return { draft: null, errors };
  const { type, name, street, phone } = parsed.data;
  return {
    draft: {
      type,
      name,
      street,
      region: place.region,
      comuna: place.comuna,
      phone: phone ?? null,
      ...(vat ? { vat } : {}),
      ...(isDefault ? { is_default: true } : {}),
    },
    errors: null,
  };
}
