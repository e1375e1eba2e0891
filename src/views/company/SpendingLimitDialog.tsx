import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CompanyMember } from '../../../contract/company';
import type { CompanyLimits } from '../../../contract/spending-limits';
import { spendingPeriods } from '../../../contract/vocabulary';
import { spendingLimitFormMachine } from '../../../machines/spending-limit-form.machine';
import { useEffects } from '../../kernel/effects';
import { FailureMessage, messageOf } from '../common/FailureMessage';
import { DialogForm, FormDialog } from '../common/FormDialog';
import { useFormFields } from '../common/useFormFields';
import { useFormMachine } from '../common/useFormMachine';
import { limitValidation, limitValues } from './spending-limit-values';
import { useSpendingWords } from './useSpendingWords';

interface SpendingLimitDialogProps {
  open: boolean;
  limits: CompanyLimits;
  /** The user whose own rule is set; null for the company's. */
  member: CompanyMember | null;
  onClose: () => void;
  onSaved: (limits: CompanyLimits) => void;
}

const amountFields = ['per_order', 'per_period'] as const;
const shownFields = ['per_order', 'per_period', 'period'];

/** An admin sets the company's spending limits, or a buyer's own (or has them follow the company's). */
export function SpendingLimitDialog({ open, onClose, ...form }: SpendingLimitDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <SpendingLimitForm onClose={onClose} {...form} />
    </FormDialog>
  );
}

function SpendingLimitForm({ limits, member, onClose, onSaved }: Omit<SpendingLimitDialogProps, 'open'>) {
  const { t } = useTranslation();
  const words = useSpendingWords();
  const spending = member && limits.members.find((m) => m.user_id === member.id);
  const { actor, busy, failure } = useFormMachine(spendingLimitFormMachine, useEffects().spendingLimitForm, { recordId: member?.id ?? null }, { onSaved, onClose });
  const form = useFormFields(
    limitValues(spending?.rule ?? limits.company, spending && !spending.own_rule ? 'company' : 'own'),
    limitValidation,
    (field) => actor.send({ type: 'form.change', field }),
  );
  const message = messageOf(form, failure);
  const companyRule = words.limitsOf(limits.company);
  const who = member ? (member.name ?? member.email) : '';

  return (
    <DialogForm
      title={member ? t('company.limits.form.memberTitle', { who }) : t('company.limits.form.companyTitle')}
      onSubmit={() => {
        const draft = form.submit();
        if (draft) actor.send({ type: 'form.submit', draft });
      }}
      onCancel={onClose}
      busy={busy}
      labels={{ cancel: t('company.limits.form.cancel'), submit: t('company.limits.form.save'), busy: t('company.limits.form.saving') }}
    >
      {failure && <FailureMessage failure={failure} shownFields={shownFields} />}
      {member && (
        <Field
          label={t('company.limits.form.source')}
          hint={companyRule ? t('company.limits.form.companyNow', { limits: companyRule }) : t('company.limits.form.companyNone')}
        >
          <RadioGroup value={form.values.source} onChange={(_, data) => form.change('source', data.value)}>
            <Radio value="company" label={t('company.limits.form.followCompany')} />
            <Radio value="own" label={t('company.limits.form.own')} />
          </RadioGroup>
        </Field>
      )}
      {form.values.source === 'own' && (
        <>
          {amountFields.map((field) => (
            <Field key={field} label={t(`company.limits.form.${field}`)} hint={t(`company.limits.form.hints.${field}`)} validationMessage={message(field)}>
              <Input {...form.bind(field)} inputMode="numeric" autoComplete="off" contentBefore="$" />
            </Field>
          ))}
          <Field label={t('company.limits.form.period')} hint={t('company.limits.form.hints.period')} validationMessage={message('period')}>
            <RadioGroup layout="horizontal" value={form.values.period} onChange={(_, data) => form.change('period', data.value)}>
              {spendingPeriods.map((period) => (
                <Radio key={period} value={period} label={t(`company.limits.form.periods.${period}`)} />
              ))}
            </RadioGroup>
          </Field>
        </>
      )}
    </DialogForm>
  );
}
