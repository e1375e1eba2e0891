/** The distributor that issues every invoice, as printed in each document's header. */
export const issuer = {
  name: 'Despensa Distribuidora de Alimentos SpA',
  vat: '96.555.444-0',
  activity: 'Venta al por mayor de alimentos y abarrotes',
  street: 'Av. Américo Vespucio 1501',
  comuna: 'Quilicura',
  region: 'Región Metropolitana de Santiago',
  phone: '+56 2 2790 4000',
  email: 'facturacion@despensa.cl',
} as const;
