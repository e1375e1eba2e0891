import { Body1, Card, makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title2, Title3, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { agingKeys, type AccountStatement } from '../../../contract/account-statement';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { CreditLineCard } from '../common/credit/CreditLineCard';

const useStyles = makeStyles({
  tiles: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))' },
  tile: { gap: tokens.spacingVerticalXS },
  amount: { fontVariantNumeric: 'tabular-nums', margin: 0 },
  sections: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', alignItems: 'start' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  overdue: { fontWeight: tokens.fontWeightSemibold },
});

function Tile({ label, amount }: { label: string; amount: number }) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <Card className={styles.tile} appearance="filled-alternative" aria-labelledby={labelId}>
      <Body1 id={labelId}>{label}</Body1>
      <Title3 as="p" className={styles.amount}>
        {formatClp(amount)}
      </Title3>
    </Card>
  );
}

/** The period's four balances: what was owed at its start, what it added and took off, what was owed at its end. */
export function StatementSummary({ statement }: { statement: AccountStatement }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.tiles}>
      <Tile label={t('accountStatement.summary.opening')} amount={statement.opening_balance} />
      <Tile label={t('accountStatement.summary.debits')} amount={statement.debits} />
      <Tile label={t('accountStatement.summary.credits')} amount={statement.credits} />
      <Tile label={t('accountStatement.summary.closing')} amount={statement.closing_balance} />
    </div>
  );
}

/** What was unpaid at the period's end by how late it was then, and what is left of the credit line today. */
export function StatementDebt({ statement }: { statement: AccountStatement }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const agingTitle = useId();
  const creditTitle = useId();
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby={agingTitle}>
        <Title2 as="h2" id={agingTitle} className={styles.heading}>
          {t('accountStatement.aging.title', { date: formatDay(statement.period.to) })}
        </Title2>
        <Table size="small" aria-labelledby={agingTitle}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('accountStatement.aging.age')}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{t('accountStatement.aging.amount')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {agingKeys.map((key) => (
              <TableRow key={key}>
                <TableCell>{t(`accountStatement.aging.${key}`)}</TableCell>
                <TableCell className={mergeClasses(styles.number, key !== 'not_due' && styles.overdue)}>{formatClp(statement.aging[key])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section className={styles.section} aria-labelledby={creditTitle}>
        <Title2 as="h2" id={creditTitle} className={styles.heading}>
          {t('accountStatement.credit.title')}
        </Title2>
        {statement.credit ? <CreditLineCard line={statement.credit} /> : <Body1>{t('accountStatement.credit.none')}</Body1>}
      </section>
    </div>
  );
}
