import type { SnapshotFrom } from 'xstate';
import type { CompanyData, UpdateCompanyRequest } from '../contract/company';
import { formMachine } from './form';

export const companyFormMachine = formMachine<UpdateCompanyRequest, CompanyData>({
  id: 'companyForm',
  description:
    "The company's data edited by an admin in a dialog: RUT (unless invoices were issued to it), razón social, giro, phone, invoice e-mail and billing address; refusals beside their fields, nothing typed lost.",
  saving: 'PUT of the changed fields; the submit button is disabled.',
});

export type CompanyFormSnapshot = SnapshotFrom<typeof companyFormMachine>;
