import { Body1, Caption1, Card, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditLine } from '../../../../contract/lists';
import { formatClp } from '../../../../machines/rules/money';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalXS },
  amount: { fontVariantNumeric: 'tabular-nums' },
});

/**
 * What is left of the company's credit line, and how much of it is used: beside the debt on Facturas and
 * on the analytics page, so nobody learns of the limit from a refused order.
 */
export function CreditLineCard({ line }: { line: NonNullable<CreditLine> | Omit<NonNullable<CreditLine>, 'days'> }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labelId = useId();
  return (
    <Card className={styles.card} appearance="filled-alternative" aria-labelledby={labelId}>
      <Body1 id={labelId}>{t('credit.available')}</Body1>
      <Title3 as="p" className={styles.amount}>
        {formatClp(line.available)}
      </Title3>
      <Caption1>{t('credit.used', { used: formatClp(line.used), limit: formatClp(line.limit) })}</Caption1>
    </Card>
  );
}
