import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams } from './params';
import { noControlCharacters, text } from './text';

/**
 * GET/POST/PUT/DELETE /api/addresses: the company's invoice partners (razón social and RUT for the
 * factura) and delivery addresses, as children of the company partner (Odoo's res.partner with
 * `type` invoice or delivery). Each type has exactly one default while it has any address.
 */

const addressTypes = ['invoice', 'delivery'] as const;
export type AddressType = (typeof addressTypes)[number];

/** A company keeps at most this many addresses. */
export const MAX_ADDRESSES = 50;

export const address = z.object({
  id: z.int(),
  type: z.enum(addressTypes),
  /** Razón social for an invoice partner; a label such as "Local Providencia" for a delivery address. */
  name: z.string(),
  street: z.string(),
  comuna: z.string(),
  region: z.string(),
  phone: z.nullable(z.string()),
  /** RUT of an invoice partner, `76.543.210-3`; null on delivery addresses. */
  vat: z.nullable(z.string()),
  is_default: z.boolean(),
});
export const addressList = z.array(address);
export type Address = z.infer<typeof address>;

const phone = z.nullable(
  z.string({ error: 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.' }).check(
    z.trim(),
    z.maxLength(25, { error: 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.' }),
    z.regex(/^(?:\+?(?:[\s().-]*\d){8,15}[\s().-]*)?$/, { error: 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.' }),
  ),
);

const fields = {
  name: text(1, 120, 'Ingresa un nombre.', 'El nombre admite hasta 120 caracteres.'),
  street: text(1, 200, 'Ingresa la calle y el número.', 'La dirección admite hasta 200 caracteres.'),
  comuna: text(1, 80, 'Elige una comuna.', 'Elige una comuna de la lista.'),
  region: text(1, 80, 'Elige una región.', 'Elige una región de la lista.'),
  phone: z.optional(phone),
  /** Only on invoice addresses; when omitted on a new one, the company's RUT is used. */
  vat: z.optional(z.nullable(z.string({ error: 'Ingresa un RUT válido, por ejemplo 76.543.210-3.' }).check(z.trim(), z.maxLength(20), noControlCharacters()))),
  /** true makes it the default of its type; the previous default stops being one. */
  is_default: z.optional(z.boolean({ error: 'Indica sí o no.' })),
};

export const createAddressRequest = z.strictObject({
  type: z.enum(addressTypes, { error: 'El tipo debe ser invoice (facturación) o delivery (despacho).' }),
  ...fields,
});
/** PUT changes only the fields it names; the type of an address never changes. */
const updateAddressRequest = z
  .strictObject({
    name: z.optional(fields.name),
    street: z.optional(fields.street),
    comuna: z.optional(fields.comuna),
    region: z.optional(fields.region),
    phone: fields.phone,
    vat: fields.vat,
    is_default: fields.is_default,
  })
  .check(
    z.refine((body) => Object.keys(body).length > 0, {
      error: 'Indica al menos un dato que cambiar.',
      // Only when nothing else is wrong: an unknown field already says what to fix.
      when: (payload) => payload.issues.length === 0,
    }),
  );
const addressNotFound = 'La dirección no existe.';
/** decisions.md: finanzas handles invoices, orders and cards; addresses are the buyers'. */
const editorsOnly = 'Tu rol no permite modificar las direcciones de la empresa.';

export const addressEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/addresses',
    tag: 'Direcciones',
    summary: 'Direcciones de facturación y despacho de la empresa',
    access: 'bearer',
    action: 'addresses.read',
    status: 200,
    answer: addressList,
  }),
  create: endpoint({
    method: 'post',
    path: '/addresses',
    tag: 'Direcciones',
    summary: 'Agregar una dirección (región y comuna validadas)',
    access: 'bearer',
    action: 'addresses.edit',
    forbidden: editorsOnly,
    body: createAddressRequest,
    status: 201,
    answer: address,
    errors: { 409: 'Límite de direcciones' },
  }),
  update: endpoint({
    method: 'put',
    path: '/addresses/:id',
    tag: 'Direcciones',
    summary: 'Modificar una dirección o marcarla por defecto',
    access: 'bearer',
    action: 'addresses.edit',
    forbidden: editorsOnly,
    params: idParams,
    notFound: addressNotFound,
    body: updateAddressRequest,
    status: 200,
    answer: address,
    errors: { 404: 'No es de la empresa', 409: 'Quitaría la única dirección por defecto' },
  }),
  remove: endpoint({
    method: 'delete',
    path: '/addresses/:id',
    tag: 'Direcciones',
    summary: 'Eliminar una dirección',
    access: 'bearer',
    action: 'addresses.edit',
    forbidden: editorsOnly,
    params: idParams,
    notFound: addressNotFound,
    status: 204,
    errors: { 404: 'No es de la empresa', 409: 'Última dirección de facturación' },
  }),
};
