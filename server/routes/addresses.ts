import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { addressEndpoints, MAX_ADDRESSES, type Address, type AddressType } from '../../contract/addresses';
import { checkPlace } from '../../contract/chile-regions';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { resPartner } from '../db/schema';
import { normalizeRut } from '../../contract/rut';
import { ApiError } from '../http/errors';
import { endpointRouter } from '../http/endpoint';

/**
 * The signed-in company's invoice and delivery addresses: children of the company partner with type
 * `invoice` or `delivery`. Each type keeps exactly one default while it has any address; the last
 * invoice address cannot go (invoices need a razón social and RUT). Deleting archives the row
 * (`active` false), since past orders point to it. An id of another company is answered as missing.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const addressTypes: AddressType[] = ['invoice', 'delivery'];

const notFound = () => new ApiError(404, 'not_found', 'La dirección no existe.');
const invalid = (fields: Record<string, string[]>) => new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', fields);

const columns = {
  id: resPartner.id,
  type: resPartner.type,
  name: resPartner.name,
  street: resPartner.street,
  comuna: resPartner.comuna,
  region: resPartner.region,
  phone: resPartner.phone,
  vat: resPartner.vat,
  isDefault: resPartner.isDefault,
};

interface Row {
  id: number;
  type: string;
  name: string;
  street: string | null;
  comuna: string | null;
  region: string | null;
  phone: string | null;
  vat: string | null;
  isDefault: boolean;
}

function toAddress(row: Row): Address {
  return {
    id: row.id,
    type: row.type as AddressType,
    name: row.name,
    street: row.street ?? '',
    comuna: row.comuna ?? '',
    region: row.region ?? '',
    phone: row.phone,
    vat: row.vat,
    is_default: row.isDefault,
  };
}

const ownedBy = (companyId: number) =>
  and(eq(resPartner.parentId, companyId), inArray(resPartner.type, addressTypes), eq(resPartner.active, true));

/** Locks the company row so two edits of its addresses never interleave (one default per type). */
async function lockCompany(tx: Tx, companyId: number) {
  await tx.execute(sql`select id from res_partner where id = ${companyId} for update`);
}

async function findOwned(tx: Tx | Db, companyId: number, id: number): Promise<Row | undefined> {
  const [row] = await tx
    .select(columns)
    .from(resPartner)
    .where(and(eq(resPartner.id, id), ownedBy(companyId)))
    .limit(1);
  return row;
}

async function clearDefault(tx: Tx, companyId: number, type: string) {
  await tx
    .update(resPartner)
    .set({ isDefault: false })
    .where(and(ownedBy(companyId), eq(resPartner.type, type), eq(resPartner.isDefault, true)));
}

/** The RUT of an invoice address, written the usual way; delivery addresses carry none. */
function checkVat(type: string, vat: string | null | undefined): string | null | undefined {
  if (vat === undefined) return undefined;
  if (type !== 'invoice') {
    if (vat === null || vat === '') return null;
    throw invalid({ vat: ['Solo las direcciones de facturación llevan RUT.'] });
  }
  const rut = vat === null ? null : normalizeRut(vat);
  if (!rut) throw invalid({ vat: ['Ingresa un RUT válido, por ejemplo 76.543.210-3.'] });
  return rut;
}

function checkedPlace(region: string, comuna: string) {
  const place = checkPlace(region, comuna);
  if (!place.ok) throw invalid(place.fields);
  return place;
}

export function addressRoutes(deps: AppDeps) {
  const { db } = deps;

  return endpointRouter(deps)
    .on(addressEndpoints.list, async (_c, { user }) => {
      const companyId = user.partnerId;
      const rows = await db
        .select(columns)
        .from(resPartner)
        .where(ownedBy(companyId))
        // Invoice addresses first, each type's default first; bounded by MAX_ADDRESSES per company.
        .orderBy(desc(sql`${resPartner.type} = 'invoice'`), desc(resPartner.isDefault), asc(resPartner.id))
        .limit(MAX_ADDRESSES * 2);
      return rows.map(toAddress);
    })

    .on(addressEndpoints.create, async (_c, { user, body }) => {
      const companyId = user.partnerId;
      const place = checkedPlace(body.region, body.comuna);
      let vat = checkVat(body.type, body.vat);

      const created = await db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const existing = await tx
          .select({ type: resPartner.type, isDefault: resPartner.isDefault })
          .from(resPartner)
          .where(ownedBy(companyId))
          .limit(MAX_ADDRESSES + 1);
        if (existing.length >= MAX_ADDRESSES) {
          throw new ApiError(409, 'address_limit', `La empresa ya tiene ${MAX_ADDRESSES} direcciones: elimina una antes de agregar otra.`);
        }
        if (body.type === 'invoice' && !vat) {
          const [company] = await tx.select({ vat: resPartner.vat }).from(resPartner).where(eq(resPartner.id, companyId)).limit(1);
          vat = company?.vat ?? null;
        }
        // The first address of its type is the default whatever was asked.
        const isDefault = body.is_default === true || !existing.some((a) => a.type === body.type);
        if (isDefault) await clearDefault(tx, companyId, body.type);
        const [row] = await tx
          .insert(resPartner)
          .values({
            parentId: companyId,
            type: body.type,
            name: body.name,
            street: body.street,
            comuna: place.comuna,
            region: place.region,
            phone: body.phone || null,
            vat: vat ?? null,
            isDefault,
          })
          .returning(columns);
        return row!;
      });
      return toAddress(created);
    })

    .on(addressEndpoints.update, async (_c, { user, params: { id }, body }) => {
      const companyId = user.partnerId;

      const updated = await db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const current = await findOwned(tx, companyId, id);
        if (!current) throw notFound();
        const changes: Partial<typeof resPartner.$inferInsert> = {};
        if (body.name !== undefined) changes.name = body.name;
        if (body.street !== undefined) changes.street = body.street;
        if (body.phone !== undefined) changes.phone = body.phone || null;
        if (body.region !== undefined || body.comuna !== undefined) {
          const place = checkedPlace(body.region ?? current.region ?? '', body.comuna ?? current.comuna ?? '');
          changes.region = place.region;
          changes.comuna = place.comuna;
        }
        const vat = checkVat(current.type, body.vat);
        if (vat !== undefined) changes.vat = vat;
        if (body.is_default === false && current.isDefault) {
          throw new ApiError(
            409,
            'default_required',
            'Siempre debe haber una dirección predeterminada: marca otra como predeterminada y esta dejará de serlo.',
          );
        }
        if (body.is_default === true && !current.isDefault) {
          await clearDefault(tx, companyId, current.type);
          changes.isDefault = true;
        }
        if (Object.keys(changes).length === 0) return current;
        const [row] = await tx.update(resPartner).set(changes).where(eq(resPartner.id, id)).returning(columns);
        return row!;
      });
      return toAddress(updated);
    })

    .on(addressEndpoints.remove, async (_c, { user, params: { id } }) => {
      const companyId = user.partnerId;

      await db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const current = await findOwned(tx, companyId, id);
        if (!current) throw notFound();
        const [next] = await tx
          .select({ id: resPartner.id })
          .from(resPartner)
          .where(and(ownedBy(companyId), eq(resPartner.type, current.type), ne(resPartner.id, id)))
          .orderBy(asc(resPartner.id))
          .limit(1);
        if (!next && current.type === 'invoice') {
          throw new ApiError(
            409,
            'last_invoice_address',
            'No puedes eliminar la única dirección de facturación: las facturas necesitan una razón social y un RUT.',
          );
        }
        await tx.update(resPartner).set({ active: false, isDefault: false }).where(eq(resPartner.id, id));
        // The oldest remaining address of the type takes over as default.
        if (current.isDefault && next) await tx.update(resPartner).set({ isDefault: true }).where(eq(resPartner.id, next.id));
      });
    }).app;
}
