import type { Address } from '../../../contract/addresses';
import { addressFormMachine, type AddressDraft } from '../../../machines/address-form.machine';
import { formModel, refusedAt } from '../support/form.model';

const providencia: Address = {
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

export const model = formModel({
  name: 'address-form',
  machine: addressFormMachine,
  recordIds: [null, providencia.id],
  draft,
  saved: { ...providencia, ...draft, id: 40 },
  refusal: refusedAt('phone', 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.'),
});
