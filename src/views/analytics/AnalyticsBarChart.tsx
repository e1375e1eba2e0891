import { makeStyles, mergeClasses, tokens, useFluent } from '@fluentui/react-components';
import { ResponsiveBar, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { chartTheme } from '../common/chart-theme';
import { mirroredAxes, mirroredRows } from '../common/chart-mirror';
import { useMediaQuery } from '../common/useMediaQuery';
import type { Bar, Series } from './analytics-figures';

const useStyles = makeStyles({
  chart: { minWidth: 0 },
  openable: { '& svg rect': { cursor: 'pointer' } },
  tooltip: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
  swatch: { display: 'inline-block', width: '10px', height: '10px', marginInlineEnd: tokens.spacingHorizontalXS },
});

export interface AnalyticsBarChartProps {
  /** What the chart shows, read out as one image: its figures are in the table beside it. */
  label: string;
  bars: readonly Bar[];
  series: readonly Series[];
  /** Months and ageing buckets stand in columns; categories and products lie in rows, their names readable. */
  layout: 'vertical' | 'horizontal';
  format: (value: number) => string;
  /** The shorter figures of the value axis. */
  axisFormat: (value: number) => string;
  /** What the names under the columns are (the debt's "days late"). */
  indexLegend?: string;
  /** A colour per bar instead of per series (the debt's ageing buckets). */
  barColours?: Readonly<Record<string, string>>;
  /** A bar opens what it sums up (a month's orders, a bucket's invoices). */
  onOpen?: (key: string) => void;
  height: number;
  /** The bars' names are the catalogue's (products), not the portal's words: marked not to be translated. */
  namesAreData?: boolean;
}

/** The names of a horizontal chart's rows, cut with an ellipsis past `length` (the table has them whole). */
const shortName = (name: string, length: number) => (name.length > length ? `${name.slice(0, length - 1)}…` : name);
/**
 * Under columns, at most this many names (every third month of a year on a phone): names stay level,
 * because Chrome anchors slanted Arabic labels from the wrong end.
 */
const columnNames = (narrow: boolean) => (narrow ? 4 : 6);

/**
 * The analytics page's bar charts, in the one chunk that carries nivo: no other page imports it. In rtl the
 * charts are mirrored, the way an Arabic reader reads them.
 */
export default function AnalyticsBarChart({ label, bars, series, layout, format, axisFormat, indexLegend, barColours, onOpen, height, namesAreData = false }: AnalyticsBarChartProps) {
  const styles = useStyles();
  const rtl = useFluent().dir === 'rtl';
  const narrow = useMediaQuery('(max-width: 600px)');
  const vertical = layout === 'vertical';
  const labels = useMemo(() => new Map(bars.map((bar) => [bar.key, bar.label])), [bars]);
  const ticks = useMemo(() => new Map(bars.map((bar) => [bar.key, bar.tick ?? bar.label])), [bars]);
  const step = Math.ceil(bars.length / columnNames(narrow));
  const seriesByKey = useMemo(() => new Map(series.map((s) => [s.key, s])), [series]);
  const data = useMemo(
    () => mirroredRows(bars.map((bar) => ({ key: bar.key, ...bar.values }) as BarDatum), vertical, rtl),
    [bars, vertical, rtl],
  );
  const nameLength = narrow ? 14 : 22;
  const indexAxis = vertical
    ? {
        format: (key: string) => ticks.get(key) ?? key,
        tickValues: bars.filter((_, i) => i % step === 0).map((bar) => bar.key),
        tickSize: 0,
        tickPadding: 8,
        legend: indexLegend,
        legendPosition: 'middle' as const,
        legendOffset: 36,
      }
    : { format: (key: string) => shortName(labels.get(key) ?? key, nameLength), tickSize: 0, tickPadding: 8 };
  const valueAxis = { format: axisFormat, tickValues: narrow ? 3 : 4 };
  const sides = mirroredAxes({ rtl, vertical, valueAxis, indexAxis, start: vertical ? 64 : nameLength * 6.5 + 16, end: 24 });
  const bottom = vertical && indexLegend ? 52 : 32;

  const Tooltip = ({ id, value, indexValue, color }: BarTooltipProps<BarDatum>) => (
    <div className={styles.tooltip} dir={rtl ? 'rtl' : 'ltr'}>
      <strong>{labels.get(String(indexValue))}</strong>
      <span>
        <span className={styles.swatch} style={{ backgroundColor: color }} aria-hidden />
        {series.length > 1 ? `${seriesByKey.get(String(id))?.label}: ` : ''}
        {format(value)}
      </span>
    </div>
  );

  return (
    // Mirrored on its data and axes (chart-mirror.ts), drawn ltr. An attribute, not a style: Fluent's styles flip `direction` in rtl.
    <div role="img" aria-label={label} dir="ltr" translate={namesAreData ? 'no' : undefined} className={mergeClasses(styles.chart, onOpen && styles.openable)} style={{ height }}>
      <ResponsiveBar
        data={data}
        keys={series.map((s) => s.key)}
        indexBy="key"
        layout={layout}
        valueScale={sides.valueScale}
        colors={({ id, indexValue }) => barColours?.[String(indexValue)] ?? seriesByKey.get(String(id))?.colour ?? singleFallback}
        margin={{ top: 16, bottom, ...sides.margin }}
        padding={0.3}
        valueFormat={format}
        enableLabel={false}
        axisBottom={vertical ? indexAxis : valueAxis}
        axisLeft={sides.axisLeft}
        axisRight={sides.axisRight}
        enableGridX={!vertical}
        enableGridY={vertical}
        gridXValues={4}
        gridYValues={4}
        tooltip={Tooltip}
        onClick={onOpen ? (datum) => onOpen(String(datum.indexValue)) : undefined}
        animate={false}
        theme={chartTheme}
        role="presentation"
      />
    </div>
  );
}

const singleFallback = tokens.colorNeutralForeground3;
