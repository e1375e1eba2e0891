import { Dropdown, Field, Input, Option } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyData } from '../../../contract/company';
import { companyFormMachine } from '../../../machines/company-form.machine';
import { useEffects } from '../../kernel/effects';
import { describeFailure } from '../common/describe-failure';
import { FailureMessage, messageOf } from '../common/FailureMessage';
import { DialogForm, FormDialog } from '../common/FormDialog';
import { useFormFields } from '../common/useFormFields';
import { useFormMachine } from '../common/useFormMachine';
import { useResource } from '../common/useResource';
import { companyValidation, initialCompanyValues, type CompanyField } from './company-values';

interface CompanyFormDialogProps {
  open: boolean;
  company: CompanyData;
  onClose: () => void;
  onSaved: (company: CompanyData) => void;
}

const textFields = ['razon_social', 'giro', 'phone', 'invoice_email'] as const;
const shownFields: readonly CompanyField[] = ['rut', ...textFields, 'billing_address_id'];

/** An admin edits the company's data; the RUT stays as it is once invoices were issued to it. */
export function CompanyFormDialog({ open, company, onClose, onSaved }: CompanyFormDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <CompanyForm company={company} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function CompanyForm({ company, onClose, onSaved }: Omit<CompanyFormDialogProps, 'open'>) {
  const { t } = useTranslation();
  const effects = useEffects();
  const { actor, busy, failure } = useFormMachine(companyFormMachine, effects.companyForm, { recordId: company.id }, { onSaved, onClose });
  const validate = useMemo(() => companyValidation(company), [company]);
  const form = useFormFields(initialCompanyValues(company), validate, (field) => actor.send({ type: 'form.change', field }));
  const addresses = useResource(effects.reads.addresses, {
    request: undefined,
    unavailable: { code: 'addresses_unavailable' },
    logText: 'Error al cargar las direcciones de facturación',
  });
  const invoiceAddresses = (addresses.data ?? []).filter((address) => address.type === 'invoice');
  const chosen = invoiceAddresses.find((address) => String(address.id) === form.values.billing_address_id);
  const label = (address: (typeof invoiceAddresses)[number]) => `${address.name}, ${address.street}, ${address.comuna}`;

  function submit() {
    const draft = form.submit();
    if (!draft) return;
    if (Object.keys(draft).length === 0) onClose();
    else actor.send({ type: 'form.submit', draft });
  }

  const message = messageOf(form, failure);
  const text = (field: (typeof textFields)[number]) => (
    <Field key={field} label={t(`company.data.${fieldKey[field]}`)} hint={t(`company.form.hints.${fieldKey[field]}`)} required validationMessage={message(field)}>
      <Input {...form.bind(field)} type={field === 'invoice_email' ? 'email' : field === 'phone' ? 'tel' : 'text'} />
    </Field>
  );

  return (
    <DialogForm
      title={t('company.form.title')}
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
      labels={{ cancel: t('company.form.cancel'), submit: t('company.form.save'), busy: t('company.form.saving') }}
    >
      {failure && <FailureMessage failure={failure} shownFields={shownFields} />}
      <Field
        label={t('company.data.rut')}
        hint={company.rut_locked ? t('company.data.rutLocked') : t('company.form.hints.rut')}
        required
        validationMessage={message('rut')}
      >
        <Input {...form.bind('rut')} disabled={company.rut_locked} />
      </Field>
      {textFields.map(text)}
      <Field
        label={t('company.data.billingAddress')}
        hint={addresses.failure ? describeFailure(t, addresses.failure) : t('company.form.hints.billingAddress')}
        validationMessage={message('billing_address_id')}
      >
        <Dropdown
          placeholder={addresses.loading ? t('company.form.loadingAddresses') : t('company.form.chooseAddress')}
          value={chosen ? label(chosen) : ''}
          selectedOptions={form.values.billing_address_id ? [form.values.billing_address_id] : []}
          // A billing address is changed, never removed here: no hidden English "Clear selection" button.
          clearButton={null}
          disabled={addresses.loading || invoiceAddresses.length === 0}
          onOptionSelect={(_, data) => form.change('billing_address_id', data.optionValue ?? '')}
        >
          {invoiceAddresses.map((address) => (
            <Option key={address.id} value={String(address.id)}>
              {label(address)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </DialogForm>
  );
}

/** The locale keys of the text fields (camelCase beside the contract's snake_case). */
const fieldKey = { razon_social: 'razonSocial', giro: 'giro', phone: 'phone', invoice_email: 'invoiceEmail' } as const;
