import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BodyOf } from '../../contract/endpoint';
import { MAX_ADDRESSES, type Address, type AddressType, type addressEndpoints } from '../../contract/addresses';
import type { Db } from '../db/client';
import { lockCompany, type Tx } from '../db/company-lock';
import { resPartner } from '../db/schema';
import { ApiError } from '../http/errors';
import { checkedPlace, checkVat } from './address-fields';

/**
 * The signed-in company's invoice and delivery addresses: children of the company partner with type
 * `invoice` or `delivery`. Each type keeps exactly one default while it has any address; the last
 * invoice address cannot go (invoices need a razón social and RUT). Deleting archives the row
 * (`active` false), since past orders point to it. An id of another company is answered as missing.
 */

type NewAddress = BodyOf<typeof addressEndpoints.create>;
type AddressChanges = BodyOf<typeof addressEndpoints.update>;

const addressTypes: AddressType[] = ['invoice', 'delivery'];

const notFound = () => new ApiError(404, 'not_found', 'La dirección no existe.');

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

export async function listAddresses(db: Db, companyId: number): Promise<Address[]> {
  const rows = await db
    .select(columns)
    .from(resPartner)
    .where(ownedBy(companyId))
    // Invoice addresses first, each type's default first; bounded by MAX_ADDRESSES per company.
    .orderBy(desc(sql`${resPartner.type} = 'invoice'`), desc(resPartner.isDefault), asc(resPartner.id))
    .limit(MAX_ADDRESSES * 2);
  return rows.map(toAddress);
}

export async function createAddress(db: Db, companyId: number, body: NewAddress): Promise<Address> {
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
}

export async function updateAddress(db: Db, companyId: number, id: number, body: AddressChanges): Promise<Address> {
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
}

export async function removeAddress(db: Db, companyId: number, id: number): Promise<void> {
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
}
