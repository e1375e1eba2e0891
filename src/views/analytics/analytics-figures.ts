import { tokens } from '@fluentui/react-components';
import type { AnalyticsReport, DebtBucket } from '../../../contract/analytics';

/** The change from `before` to `now` as a fraction (0.12 is +12 %); null when there was nothing before to compare with. */
export function changeOf(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return (now - before) / before;
}

/**
 * The months stacked by category show the period's five biggest categories and the rest together: more
 * colours than that are not told apart at a glance. Each colour keeps 3:1 against the page's background
 * in every theme (tests/views/analytics-chart-colours.test.tsx).
 */
export const stackColours = [
  tokens.colorPaletteBlueForeground2,
  tokens.colorPaletteDarkOrangeForeground2,
  tokens.colorPaletteForestForeground2,
  tokens.colorPaletteBerryForeground2,
  tokens.colorPaletteGrapeForeground2,
] as const;
export const otherColour = tokens.colorPaletteAnchorForeground2;
/** One series alone (the spend of each month, a category, a product) in the brand's colour. */
export const singleColour = tokens.colorBrandForeground1;

export const debtColours: Readonly<Record<DebtBucket, string>> = {
  current: tokens.colorPaletteBlueForeground2,
  '1-30': tokens.colorPaletteMarigoldForeground2,
  '31-60': tokens.colorPaletteDarkOrangeForeground2,
  '61-90': tokens.colorPaletteCranberryForeground2,
  '90+': tokens.colorPaletteDarkRedForeground2,
};

export interface Series {
  key: string;
  label: string;
  colour: string;
}

/** A chart's bar: `values` per series key. */
export interface Bar {
  key: string;
  label: string;
  /** A shorter name under a column, where the whole label would not fit (the tooltip and table have it). */
  tick?: string;
  values: Readonly<Record<string, number>>;
}

const keyOf = (categoryId: number | null) => (categoryId === null ? 'delivery' : `c${categoryId}`);
const otherKey = 'other';

export interface CategoryNames {
  /** What an order costs beyond its lines (the gateway's null category), in the reader's language. */
  delivery: string;
  /** The categories past the five biggest, together. */
  other: string;
  /** A catalogue category's name in the reader's language. */
  category: (category: { slug: string; name: string }) => string;
}

const nameOf = (category: AnalyticsReport['categories'][number], names: CategoryNames) =>
  category.id === null || category.slug === null ? names.delivery : names.category({ slug: category.slug, name: category.name });

/** The categories of the period, biggest first, named for the reader. */
export function categoryRows(report: AnalyticsReport, names: CategoryNames) {
  return report.categories.map((category) => ({ ...category, key: keyOf(category.id), label: nameOf(category, names) }));
}

/** The stacked months' series: the five biggest categories of the period, then the rest as one. */
export function stackSeries(report: AnalyticsReport, names: CategoryNames): Series[] {
  const spent = report.categories.filter((category) => category.spend > 0);
  const shown = spent.slice(0, stackColours.length).map((category, i) => ({
    key: keyOf(category.id),
    label: nameOf(category, names),
    colour: stackColours[i]!,
  }));
  return spent.length > shown.length ? [...shown, { key: otherKey, label: names.other, colour: otherColour }] : shown;
}

/** Each month's spend, alone or split into `series` (whose keys it reads); the splits add up to the month. */
export function monthBars(
  report: AnalyticsReport,
  series: readonly Series[] | null,
  labelOf: (month: string) => string,
  tickOf: (month: string, withYear: boolean) => string,
): Bar[] {
  const known = new Set(series?.map((s) => s.key));
  return report.months.map((month, i) => {
    // The year is written under the first month and under each January.
    const tick = tickOf(month.month, i === 0 || month.month.endsWith('-01'));
    if (!series) return { key: month.month, label: labelOf(month.month), tick, values: { spend: month.spend } };
    const values: Record<string, number> = Object.fromEntries(series.map((s) => [s.key, 0]));
    for (const part of month.categories) {
      const key = keyOf(part.category_id);
      const into = known.has(key) ? key : otherKey;
      values[into] = (values[into] ?? 0) + part.spend;
    }
    return { key: month.month, label: labelOf(month.month), tick, values };
  });
}
