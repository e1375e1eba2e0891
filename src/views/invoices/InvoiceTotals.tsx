import { Body1, Caption1, Card, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClp } from '../../../machines/rules/money';
import type { CreditLine } from '../../../contract/lists';
import type { InvoiceDebt } from '../../../machines/invoices-list.machine';
import { CreditLineCard } from '../common/credit/CreditLineCard';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    alignContent: 'start',
  },
  card: { gap: tokens.spacingVerticalXS },
  amount: { fontVariantNumeric: 'tabular-nums' },
});

function TotalCard({ label, debt, count }: { label: string; debt: number; count: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labelId = useId();
  return (
    <Card className={styles.card} appearance="filled-alternative" aria-labelledby={labelId}>
      <Body1 id={labelId}>{label}</Body1>
      <Title3 as="p" className={styles.amount}>
        {formatClp(debt)}
      </Title3>
      <Caption1>{t('invoices.totals.invoiceCount', { count })}</Caption1>
    </Card>
  );
}

/**
 * The figures a buyer checks first: what is owed, what is late, what falls due this week, and what is
 * left of the credit line (once read, when the company has one).
 */
export function InvoiceTotals({ figures, credit }: { figures: InvoiceDebt; credit: CreditLine }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { Vencida: overdue, 'Vence esta semana': dueThisWeek } = figures.byState;
  return (
    <div className={styles.cards}>
      <TotalCard label={t('invoices.totals.owed')} debt={figures.owed.debt} count={figures.owed.count} />
      <TotalCard label={t('invoices.totals.overdue')} debt={overdue.debt} count={overdue.count} />
      <TotalCard label={t('invoices.totals.dueThisWeek')} debt={dueThisWeek.debt} count={dueThisWeek.count} />
      {credit && <CreditLineCard line={credit} />}
    </div>
  );
}
