import type { Address } from '../../../contract/addresses';
import { expect } from 'vitest';
import { addressFormMachine, type AddressDraft, type AddressFormSnapshot } from '../../../machines/address-form.machine';
import type { MachineModel } from '../support/model';

export const providencia: Address = {
  id: 12,
  type: 'delivery',
  name: 'Local Providencia',
  street: 'Av. Providencia 1234',
  comuna: 'Providencia',
  region: 'Región Metropolitana de Santiago',
  phone: '+56 9 1234 5678',
  vat: null,
  is_default: false,
};
const draft: AddressDraft = {
  type: 'delivery',
  name: 'Bodega Quilicura',
  street: 'Los Alerces 455',
  comuna: 'Quilicura',
  region: 'Región Metropolitana de Santiago',
  phone: null,
};
const phoneRefused = {
  status: 400,
  code: 'invalid_request',
  message: 'Revisa los datos enviados.',
  fields: { phone: ['Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.'] },
};
const offline = new TypeError('Failed to fetch');

const machine = addressFormMachine;

export const model: MachineModel<typeof machine> = {
  name: 'address-form',
  machine,
  inputs: [{ address: null }, { address: providencia }],
  events: [
    { type: 'form.submit', draft },
    { type: 'form.change', field: 'phone' },
    { type: 'xstate.done.actor.saveAddress', output: { ...providencia, ...draft, id: 40 } },
    { type: 'xstate.error.actor.saveAddress', error: phoneRefused },
    { type: 'xstate.error.actor.saveAddress', error: offline },
  ] as never[],
  abstractContext: (context) => [context.failure?.code ?? null, Object.keys(context.failure?.fields ?? {}), context.saved !== null],
  invariants: (snapshot, step) => {
    const s = snapshot as AddressFormSnapshot;
    expect(s.hasTag('error')).toBe(s.context.failure !== null);
    expect(s.hasTag('busy')).toBe(s.matches('saving'));
    // The address edited is the one the form opened on, and never changes.
    expect([null, providencia.id]).toContain(s.context.addressId);
    if (step.previous) expect(s.context.addressId).toBe((step.previous as AddressFormSnapshot).context.addressId);
    if (s.matches('done')) {
      expect(s.status).toBe('done');
      expect(s.context.saved).toMatchObject({ id: 40, name: draft.name });
    } else {
      expect(s.context.saved).toBeNull();
    }
    const error = (step.event as { error?: unknown }).error;
    if (error === phoneRefused) expect(s.context.failure).toEqual({ code: 'invalid_request', message: phoneRefused.message, fields: phoneRefused.fields });
    if (error === offline) expect(s.context.failure).toEqual({ code: 'unknown' });
    if (step.event.type === 'form.change' && s.matches('failed')) expect(s.context.failure?.fields?.phone).toBeUndefined();
  },
};
