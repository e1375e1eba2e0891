import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '../../../contract/analytics';
import { quantityText } from '../common/quantity-text';
import { singleColour } from './analytics-figures';
import { ChartSection } from './ChartSection';
import { FiguresTable } from './FiguresTable';
import type { FigureFormats } from './useFigureFormats';

const rankings = ['spend', 'quantity'] as const;
type Ranking = (typeof rankings)[number];

/** The ten products the company spent most on, or bought most of. */
export function TopProductsSection({ report, formats }: { report: AnalyticsReport; formats: FigureFormats }) {
  const { t } = useTranslation();
  const [ranking, setRanking] = useState<Ranking>('spend');
  const products = ranking === 'spend' ? report.top_by_spend : report.top_by_quantity;
  const format = ranking === 'spend' ? formats.money : formats.quantity;
  return (
    <ChartSection
      title={t(`analytics.top.${ranking}.title`)}
      tools={
        <TabList
          selectedValue={ranking}
          onTabSelect={(_, data) => setRanking(data.value === 'quantity' ? 'quantity' : 'spend')}
          aria-label={t('analytics.top.rank')}
          size="small"
        >
          {rankings.map((value) => (
            <Tab key={value} value={value}>
              {t(`analytics.top.${value}.tab`)}
            </Tab>
          ))}
        </TabList>
      }
      chart={{
        label: t(`analytics.top.${ranking}.label`),
        bars: products.map((product) => ({ key: String(product.id), label: product.name, values: { [ranking]: product[ranking] } })),
        series: [{ key: ranking, label: t(`analytics.top.${ranking}.tab`), colour: singleColour }],
        layout: 'horizontal',
        namesAreData: true,
        format,
        axisFormat: ranking === 'spend' ? formats.compactMoney : formats.quantity,
        height: Math.max(160, 32 * products.length + 48),
      }}
      table={
        <FiguresTable
          label={t(`analytics.top.${ranking}.table`)}
          columns={[
            { label: t('analytics.top.product') },
            { label: t('analytics.top.spendColumn'), numeric: true },
            { label: t('analytics.top.quantityColumn'), numeric: true },
          ]}
          rows={products.map((product) => ({
            key: String(product.id),
            cells: [
              <span key="name" translate="no">{`${product.name} (${product.default_code})`}</span>,
              formats.money(product.spend),
              quantityText(t, product.quantity, product.uom, formats.quantity),
            ],
          }))}
        />
      }
    />
  );
}
