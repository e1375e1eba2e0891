import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '../../../contract/analytics';
import { categoryRows, changeOf, singleColour, type CategoryNames } from './analytics-figures';
import { ChartSection } from './ChartSection';
import { FiguresTable } from './FiguresTable';
import type { FigureFormats } from './useFigureFormats';

/** Where the period's money went by category, each beside what it took in the period before. */
export function CategoriesSection({ report, formats, names }: { report: AnalyticsReport; formats: FigureFormats; names: CategoryNames }) {
  const { t } = useTranslation();
  const rows = categoryRows(report, names);
  const change = (now: number, before: number) => {
    const fraction = changeOf(now, before);
    return fraction === null ? t('analytics.change.new') : formats.percent(fraction);
  };
  return (
    <ChartSection
      title={t('analytics.categories.title')}
      chart={{
        label: t('analytics.categories.label'),
        bars: rows.map((row) => ({ key: row.key, label: row.label, values: { spend: row.spend } })),
        series: [{ key: 'spend', label: t('analytics.categories.spend'), colour: singleColour }],
        layout: 'horizontal',
        format: formats.money,
        axisFormat: formats.compactMoney,
        height: Math.max(160, 36 * rows.length + 48),
      }}
      table={
        <FiguresTable
          label={t('analytics.categories.table')}
          columns={[
            { label: t('analytics.categories.category') },
            { label: t('analytics.categories.spend'), numeric: true },
            { label: t('analytics.categories.previous'), numeric: true },
            { label: t('analytics.categories.change'), numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: row.key,
            cells: [row.label, formats.money(row.spend), formats.money(row.previous_spend), change(row.spend, row.previous_spend)],
          }))}
        />
      }
    />
  );
}
