import { updateCompanyRequest, type CompanyData, type UpdateCompanyRequest } from '../../../contract/company';
import { formatChileanPhone } from '../../../contract/phone';
import { schemaValidation, type Validate } from '../common/useFormFields';

export type CompanyField = 'rut' | 'razon_social' | 'giro' | 'phone' | 'invoice_email' | 'billing_address_id';
export type CompanyValues = Record<CompanyField, string>;

const contract = schemaValidation<UpdateCompanyRequest, CompanyField>(updateCompanyRequest);

export function initialCompanyValues(company: CompanyData): CompanyValues {
  return {
    rut: company.rut,
    razon_social: company.razon_social,
    giro: company.giro,
    phone: company.phone ? (formatChileanPhone(company.phone) ?? company.phone) : '',
    invoice_email: company.invoice_email ?? '',
    billing_address_id: company.billing_address ? String(company.billing_address.id) : '',
  };
}

/**
 * The dialog's check and what it sends: every field the company has (or the admin typed) against the
 * contract, then only what changed, compared in the contract's own form (a phone typed with spaces is
 * the same phone), so an untouched RUT of a company with invoices is never sent.
 */
export function companyValidation(company: CompanyData): Validate<UpdateCompanyRequest, CompanyField> {
  const before = initialCompanyValues(company);
  const asSent = (values: Partial<CompanyValues>) => {
    const { billing_address_id: billing, ...texts } = values;
    return contract({ ...texts, ...(billing ? { billing_address_id: Number(billing) } : {}) } as Partial<CompanyValues>);
  };
  // Each field as the contract would send it, alone, so one odd stored value does not hide the others.
  const baseline = Object.fromEntries(
    (Object.keys(before) as CompanyField[]).map((field) => [field, asSent({ [field]: before[field] }).data?.[field] ?? before[field]]),
  ) as Record<CompanyField, unknown>;
  return (values) => {
    const filled = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => value.trim() !== '' || before[field as CompanyField] !== ''),
    ) as Partial<CompanyValues>;
    const result = asSent(filled);
    if (!result.data) return result;
    const changed = Object.fromEntries(
      Object.entries(result.data).filter(([field, value]) => value !== baseline[field as CompanyField]),
    ) as UpdateCompanyRequest;
    return { data: changed, errors: null };
  };
}
