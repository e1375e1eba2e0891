import type { Address } from '../../../contract/addresses';
import { expect } from 'vitest';
import { addressesMachine, type AddressesSnapshot } from '../../../machines/addresses.machine';
import { machineModel } from '../support/model';

export const billing: Address = {
  id: 1,
  type: 'invoice',
  name: 'Comercial Los Aromos SpA',
  street: 'Av. Apoquindo 4500, oficina 1201',
  comuna: 'Las Condes',
  region: 'Región Metropolitana de Santiago',
  phone: '+56 2 2345 6789',
  vat: '76.543.210-3',
  is_default: true,
};
export const providencia: Address = {
  id: 12,
  type: 'delivery',
  name: 'Local Providencia',
  street: 'Av. Providencia 1234',
  comuna: 'Providencia',
  region: 'Región Metropolitana de Santiago',
  phone: null,
  vat: null,
  is_default: true,
};
export const nunoa: Address = { ...providencia, id: 13, name: 'Local Ñuñoa', street: 'Irarrázaval 3100', comuna: 'Ñuñoa', is_default: false };
export const addresses: readonly Address[] = [billing, providencia, nunoa];

export const lastBilling = {
  status: 409,
  code: 'last_invoice_address',
  message: 'No puedes eliminar la única dirección de facturación: las facturas necesitan una razón social y un RUT.',
};
export const forbidden = { status: 403, code: 'forbidden', message: 'Tu rol no permite modificar las direcciones de la empresa.' };
export const offline = new TypeError('Failed to fetch');

const machine = addressesMachine;

/** The state value as a dotted path, `ready.refused`. */
const at = (s: AddressesSnapshot) => (typeof s.value === 'string' ? s.value : `ready.${s.value.ready}`);

export const model = machineModel({
  name: 'addresses',
  machine,
  inputs: [undefined],
  events: [
    { type: 'addresses.retry' },
    { type: 'addresses.delete', id: billing.id },
    { type: 'addresses.delete', id: 99 },
    { type: 'addresses.confirmDelete' },
    { type: 'addresses.cancelDelete' },
    { type: 'addresses.setDefault', id: nunoa.id },
    { type: 'addresses.setDefault', id: providencia.id },
    { type: 'addresses.saved', address: { ...nunoa, id: 14, name: 'Bodega Quilicura' } },
    { type: 'addresses.dismiss' },
    { type: 'xstate.done.actor.fetchAddresses', output: addresses },
    { type: 'xstate.done.actor.fetchAddresses', output: [] },
    { type: 'xstate.error.actor.fetchAddresses', error: forbidden },
    { type: 'xstate.error.actor.fetchAddresses', error: offline },
    { type: 'xstate.done.actor.deleteAddress' },
    { type: 'xstate.error.actor.deleteAddress', error: lastBilling },
    { type: 'xstate.done.actor.setDefaultAddress', output: { ...nunoa, is_default: true } },
    { type: 'xstate.error.actor.setDefaultAddress', error: forbidden },
  ],
  abstractContext: (context) => [
    context.addresses.length,
    context.failure?.code ?? null,
    context.pending?.id ?? null,
    context.refusal?.code ?? null,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as AddressesSnapshot;
    const where = at(s);
    expect(s.hasTag('error')).toBe(s.context.failure !== null || s.context.refusal !== null);
    expect(s.context.failure !== null).toBe(where === 'failed');
    expect(s.context.refusal !== null).toBe(where === 'ready.refused');
    expect(s.hasTag('busy')).toBe(['loading', 'ready.deleting', 'ready.settingDefault'].includes(where));
    // The address to delete is known exactly while it is being confirmed or deleted.
    expect(s.context.pending !== null).toBe(['ready.confirming', 'ready.deleting'].includes(where));
    if (s.context.pending) expect(s.context.addresses).toContain(s.context.pending);
    if (where === 'ready.confirming') expect(s.context.pending?.id).toBe(billing.id);

    const previous = step.previous as AddressesSnapshot | undefined;
    const error = (step.event as { error?: unknown }).error;
    if (error === lastBilling || error === forbidden) {
      const refused = error as typeof forbidden;
      // Refusals are worded by the gateway; the list stays as it was.
      expect(s.context.refusal ?? s.context.failure).toEqual({ code: refused.code, message: refused.message });
      if (where === 'ready.refused') expect(s.context.addresses).toBe(previous?.context.addresses);
    }
    if (error === offline) expect(s.context.failure).toEqual({ code: 'unknown' });
    if (['addresses.saved', 'xstate.done.actor.deleteAddress', 'xstate.done.actor.setDefaultAddress'].includes(step.event.type)) {
      // Every change is followed by a fresh read, the current list shown meanwhile.
      expect(where).toBe('loading');
      expect(s.context.addresses).toBe(previous?.context.addresses);
    }
  },
});
