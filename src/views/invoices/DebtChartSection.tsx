import { makeStyles, Skeleton, SkeletonItem, Title3, tokens } from '@fluentui/react-components';
import { lazy, memo, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClp } from '../../../machines/rules/money';
import { useVisuallyHiddenStyles } from '../common/visuallyHidden.styles';
import { debtBars } from './debt-bars';
import type { InvoiceDebt } from '../../../machines/invoices-list.machine';
import { filterKeys } from './invoice-states';

const DebtChart = lazy(() => import('./DebtChart'));

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  title: { margin: 0 },
  placeholder: { height: '240px' },
});

/**
 * The debt per state as a chart and, for screen readers, as the table of the same figures. Memoised:
 * the figures change once per load, not with each keystroke in the invoices' search.
 */
export const DebtChartSection = memo(function DebtChartSection({ figures }: { figures: InvoiceDebt }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const titleId = useId();
  const bars = debtBars(figures, (state) => t(filterKeys[state]));
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Title3 as="h2" id={titleId} className={styles.title}>
        {t('invoices.chart.title')}
      </Title3>
      <Suspense
        fallback={
          <Skeleton aria-label={t('invoices.chart.label')}>
            <SkeletonItem className={styles.placeholder} />
          </Skeleton>
        }
      >
        <DebtChart bars={bars} label={t('invoices.chart.label')} />
      </Suspense>
      <table className={hidden.root}>
        <caption>{t('invoices.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoices.chart.state')}</th>
            <th scope="col">{t('invoices.chart.debt')}</th>
            <th scope="col">{t('invoices.chart.count')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.state}>
              <th scope="row">{bar.label}</th>
              <td>{formatClp(bar.debt)}</td>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
