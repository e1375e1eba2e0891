import { and, eq } from 'drizzle-orm';
import type { BodyOf } from '../../contract/endpoint';
import type { CompanyData, companyEndpoints } from '../../contract/company';
import type { Db } from '../db/client';
import { lockCompany, type Tx } from '../db/company-lock';
import { accountMove, resPartner } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { ApiError } from '../http/errors';

type CompanyUpdate = BodyOf<typeof companyEndpoints.update>;

const billingAddressOf = (companyId: number) =>
  and(eq(resPartner.parentId, companyId), eq(resPartner.type, 'invoice'), eq(resPartner.active, true));

/** The company's data as Empresa shows it; its RUT is locked once an invoice was issued to it. */
export async function readCompany(db: Db | Tx, companyId: number): Promise<CompanyData> {
  const [company] = await db.select().from(resPartner).where(eq(resPartner.id, companyId)).limit(1);
  if (!company) throw new Error(`company ${companyId} has no row`);
  const [billing] = await db
    .select({ id: resPartner.id, name: resPartner.name, street: resPartner.street, comuna: resPartner.comuna })
    .from(resPartner)
    .where(and(billingAddressOf(companyId), eq(resPartner.isDefault, true)))
    .limit(1);
  const [invoiced] = await db.select({ id: accountMove.id }).from(accountMove).where(eq(accountMove.partnerId, companyId)).limit(1);
  return {
    id: company.id,
    rut: company.vat ?? '',
    razon_social: company.name,
    giro: company.businessActivity ?? '',
    phone: company.phone,
    invoice_email: company.email,
    billing_address: billing ?? null,
    rut_locked: invoiced !== undefined,
  };
}

const rutLocked = () =>
  new ApiError(
    409,
    'rut_locked',
    'El RUT no se puede cambiar: la empresa ya tiene facturas emitidas a ese RUT. Si cambió, escríbenos.',
    { rut: ['El RUT no se puede cambiar porque ya hay facturas emitidas a él.'] },
  );
const rutTaken = () =>
  new ApiError(409, 'rut_taken', 'Ya existe otra empresa con ese RUT.', { rut: ['Ya existe otra empresa con ese RUT.'] });

/** Changes what the admin sent, under a lock of the company row so two edits never interleave. */
export async function updateCompany(db: Db, companyId: number, changes: CompanyUpdate): Promise<CompanyData> {
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const current = await readCompany(tx, companyId);
      if (changes.rut !== undefined && changes.rut !== current.rut && current.rut_locked) throw rutLocked();
      if (changes.billing_address_id !== undefined && changes.billing_address_id !== current.billing_address?.id) {
        const [address] = await tx
          .select({ id: resPartner.id })
          .from(resPartner)
          .where(and(eq(resPartner.id, changes.billing_address_id), billingAddressOf(companyId)))
          .limit(1);
        if (!address) {
          const message = 'La dirección de facturación no existe o no es de tu empresa.';
          throw new ApiError(404, 'not_found', message, { billing_address_id: [message] });
        }
        await tx.update(resPartner).set({ isDefault: false }).where(billingAddressOf(companyId));
        await tx.update(resPartner).set({ isDefault: true }).where(eq(resPartner.id, address.id));
      }
      const fields = {
        ...(changes.rut !== undefined ? { vat: changes.rut } : {}),
        ...(changes.razon_social !== undefined ? { name: changes.razon_social } : {}),
        ...(changes.giro !== undefined ? { businessActivity: changes.giro } : {}),
        ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
        ...(changes.invoice_email !== undefined ? { email: changes.invoice_email } : {}),
      };
      if (Object.keys(fields).length > 0) await tx.update(resPartner).set(fields).where(eq(resPartner.id, companyId));
      return readCompany(tx, companyId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'res_partner_company_vat_idx')) throw rutTaken();
    throw error;
  }
}
