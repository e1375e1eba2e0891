import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPeriod, periodOf, periodPresets, type PeriodChoice } from '../../../machines/rules/period';

const useStyles = makeStyles({
  picker: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  custom: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  month: { minWidth: '160px' },
  apply: { minHeight: '44px', alignSelf: 'flex-end' },
});

interface PeriodPickerProps {
  choice: PeriodChoice;
  today: string;
  onChoose: (choice: PeriodChoice) => void;
}

/**
 * The period: a preset is sent as soon as it is picked; a range of one's own once both months are
 * written and Aplicar is pressed, checked the way the gateway checks it.
 */
export function PeriodPicker({ choice, today, onChoose }: PeriodPickerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [editing, setEditing] = useState(choice.preset === 'custom');
  const current = periodOf(choice, today);
  const [from, setFrom] = useState(current.from);
  const [to, setTo] = useState(current.to);
  const [refused, setRefused] = useState(false);

  const pick = (value: string) => {
    const preset = periodPresets.find((p) => p === value);
    if (preset) {
      setEditing(false);
      setRefused(false);
      onChoose({ preset });
    } else setEditing(true);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const valid = isValidPeriod({ from, to }, today);
    setRefused(!valid);
    if (valid) onChoose({ preset: 'custom', from, to });
  };

  return (
    <div className={styles.picker}>
      <Field label={t('analytics.period.label')}>
        <Select value={editing ? 'custom' : choice.preset} onChange={(_, data) => pick(data.value)}>
          {periodPresets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`analytics.period.${preset}`)}
            </option>
          ))}
          <option value="custom">{t('analytics.period.custom')}</option>
        </Select>
      </Field>
      {editing && (
        <form className={styles.custom} onSubmit={apply} noValidate>
          <Field label={t('analytics.period.from')} className={styles.month} validationMessage={refused ? t('analytics.period.invalid') : undefined}>
            <Input type="month" value={from} max={today.slice(0, 7)} placeholder="AAAA-MM" onChange={(_, data) => setFrom(data.value)} />
          </Field>
          <Field label={t('analytics.period.to')} className={styles.month}>
            <Input type="month" value={to} max={today.slice(0, 7)} placeholder="AAAA-MM" onChange={(_, data) => setTo(data.value)} />
          </Field>
          <Button type="submit" appearance="primary" className={styles.apply}>
            {t('analytics.period.apply')}
          </Button>
        </form>
      )}
    </div>
  );
}
