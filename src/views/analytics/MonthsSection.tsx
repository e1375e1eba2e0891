import { Link, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '../../../contract/analytics';
import { ordersOfMonthPath } from '../../kernel/drill-down-paths';
import { useAppLink } from '../common/useAppLink';
import { monthBars, singleColour, stackSeries, type CategoryNames } from './analytics-figures';
import { ChartSection } from './ChartSection';
import { FiguresTable } from './FiguresTable';
import type { FigureFormats } from './useFigureFormats';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  legend: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0, padding: 0, listStyle: 'none' },
  swatch: { display: 'inline-block', width: '12px', height: '12px', marginInlineEnd: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
  link: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: '44px' },
});

/** The spend of each month of the period, alone or split by category; a month opens its orders. */
export function MonthsSection({ report, formats, names }: { report: AnalyticsReport; formats: FigureFormats; names: CategoryNames }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const linkTo = useAppLink();
  const [stacked, setStacked] = useState(false);
  const series = stacked ? stackSeries(report, names) : [{ key: 'spend', label: t('analytics.months.spend'), colour: singleColour }];
  const bars = monthBars(report, stacked ? series : null, formats.month, formats.monthTick);
  const open = (month: string) => void navigate(ordersOfMonthPath(month));
  const monthLink = (month: string) => (
    <Link {...linkTo(ordersOfMonthPath(month))} className={styles.link} aria-label={t('analytics.months.open', { label: formats.shortMonth(month), month: formats.month(month) })}>
      {formats.shortMonth(month)}
    </Link>
  );

  const table = stacked ? (
    <FiguresTable
      label={t('analytics.months.table')}
      columns={[{ label: t('analytics.months.month') }, ...series.map((s) => ({ label: s.label, numeric: true })), { label: t('analytics.months.total'), numeric: true }]}
      rows={report.months.map((month, i) => ({
        key: month.month,
        cells: [monthLink(month.month), ...series.map((s) => formats.money(bars[i]?.values[s.key] ?? 0)), formats.money(month.spend)],
      }))}
    />
  ) : (
    <FiguresTable
      label={t('analytics.months.table')}
      columns={[{ label: t('analytics.months.month') }, { label: t('analytics.months.spend'), numeric: true }, { label: t('analytics.months.orders'), numeric: true }]}
      rows={report.months.map((month) => ({ key: month.month, cells: [monthLink(month.month), formats.money(month.spend), formats.count(month.orders)] }))}
    />
  );

  return (
    <ChartSection
      title={t('analytics.months.title')}
      tools={<Switch checked={stacked} onChange={(_, data) => setStacked(data.checked)} label={t('analytics.months.byCategory')} />}
      chart={{
        label: t('analytics.months.label'),
        bars,
        series,
        layout: 'vertical',
        format: formats.money,
        axisFormat: formats.compactMoney,
        onOpen: open,
        height: 280,
      }}
      table={
        <>
          {stacked && (
            <ul className={styles.legend} aria-label={t('analytics.months.legend')}>
              {series.map((s) => (
                <li key={s.key}>
                  <span className={styles.swatch} style={{ backgroundColor: s.colour }} aria-hidden />
                  {s.label}
                </li>
              ))}
            </ul>
          )}
          {table}
        </>
      }
    />
  );
}
