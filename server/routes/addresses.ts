import { addressEndpoints } from '../../contract/addresses';
import { createAddress, listAddresses, removeAddress, updateAddress } from '../addresses/company-addresses';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';

/** Direcciones: the company's invoice and delivery addresses. */
export function addressRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRouter(deps)
    .on(addressEndpoints.list, (_c, { user }) => listAddresses(db, user.partnerId))
    .on(addressEndpoints.create, (_c, { user, body }) => createAddress(db, user.partnerId, body))
    .on(addressEndpoints.update, (_c, { user, params: { id }, body }) => updateAddress(db, user.partnerId, id, body))
    .on(addressEndpoints.remove, (_c, { user, params: { id } }) => removeAddress(db, user.partnerId, id)).app;
}
