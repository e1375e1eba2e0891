import { companyFormMachine } from '../../../machines/company-form.machine';
import { company } from './company.model';
import { formModel, refusedAt } from '../support/form.model';

export const model = formModel({
  name: 'company-form',
  machine: companyFormMachine,
  recordIds: [company.id],
  draft: { giro: 'Restaurante y banquetería', invoice_email: 'contabilidad@losaromos.cl' },
  saved: { ...company, giro: 'Restaurante y banquetería', invoice_email: 'contabilidad@losaromos.cl' },
  refusal: refusedAt('invoice_email', 'Ingresa un correo válido.'),
});
