import { Button, Field, Input, makeStyles, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { statementPeriodProblem, type StatementPeriod } from '../../../contract/account-statement';
import { isCalendarDay } from '../../../machines/rules/calendar';
import { presetOf, presetPeriod, statementPresets } from '../../../machines/rules/statement-period';

const useStyles = makeStyles({
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  presets: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  preset: { minHeight: '44px' },
  days: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  day: { minWidth: '160px' },
  input: { minHeight: '44px' },
  apply: { minHeight: '44px', alignSelf: 'flex-end' },
});

interface StatementPeriodPickerProps {
  period: StatementPeriod;
  today: string;
  onChoose: (period: StatementPeriod) => void;
}

/** Why the days written are not a period the gateway takes, as a key of the page's texts; null when they are. */
function problemOf(period: StatementPeriod, today: string) {
  if (!isCalendarDay(period.from) || !isCalendarDay(period.to)) return 'accountStatement.period.missing';
  const problem = statementPeriodProblem(period, today);
  return problem && `accountStatement.period.${problem}`;
}

/**
 * The period: a quick choice is sent as soon as it is pressed; days of one's own once both are written and
 * "Ver período" is pressed, checked as the gateway checks them. The days shown follow the period chosen.
 */
export function StatementPeriodPicker({ period, today, onChoose }: StatementPeriodPickerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const groupLabel = useId();
  const chosen = presetOf(period, today);
  return (
    <div className={styles.picker}>
      <div role="group" aria-labelledby={groupLabel} className={styles.presets}>
        <Text id={groupLabel} weight="semibold">
          {t('accountStatement.period.label')}
        </Text>
        {statementPresets.map((preset) => (
          <ToggleButton key={preset} className={styles.preset} checked={chosen === preset} onClick={() => onChoose(presetPeriod(preset, today))}>
            {t(`accountStatement.period.${preset}`)}
          </ToggleButton>
        ))}
      </div>
      <DaysForm key={`${period.from}/${period.to}`} period={period} today={today} onChoose={onChoose} />
    </div>
  );
}

function DaysForm({ period, today, onChoose }: StatementPeriodPickerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf({ from, to }, today);
    setProblem(found);
    if (!found) onChoose({ from, to });
  };
  return (
    <form className={styles.days} onSubmit={apply} noValidate aria-label={t('accountStatement.period.custom')}>
      <Field label={t('accountStatement.period.from')} className={styles.day}>
        <Input className={styles.input} type="date" value={from} max={today} onChange={(_, data) => setFrom(data.value)} />
      </Field>
      <Field label={t('accountStatement.period.to')} className={styles.day} validationMessage={problem ? t(problem) : undefined}>
        <Input className={styles.input} type="date" value={to} max={today} onChange={(_, data) => setTo(data.value)} />
      </Field>
      <Button type="submit" className={styles.apply}>
        {t('accountStatement.period.apply')}
      </Button>
    </form>
  );
}
