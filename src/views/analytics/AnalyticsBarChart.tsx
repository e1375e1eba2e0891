import { makeStyles, mergeClasses, tokens, useFluent } from '@fluentui/react-components';
import { ResponsiveBar, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { chartTheme } from '../common/chart-theme';
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
  /** A colour per bar instead of per series (the debt's ageing buckets). */
  barColours?: Readonly<Record<string, string>>;
  /** A bar opens what it sums up (a month's orders, a bucket's invoices). */
  onOpen?: (key: string) => void;
  height: number;
}

/** Room for the names of a horizontal chart's rows; longer names are cut with an ellipsis (the table has them whole). */
const nameLength = 22;
const shortName = (name: string) => (name.length > nameLength ? `${name.slice(0, nameLength - 1)}…` : name);

/**
 * The analytics page's bar charts, in the one chunk that carries nivo: no other page imports it. In rtl the
 * charts are mirrored (time and values run from the right, the names stand on the right), the way an
 * Arabic reader reads them.
 */
export default function AnalyticsBarChart({ label, bars, series, layout, format, axisFormat, barColours, onOpen, height }: AnalyticsBarChartProps) {
  const styles = useStyles();
  const rtl = useFluent().dir === 'rtl';
  const vertical = layout === 'vertical';
  const labels = useMemo(() => new Map(bars.map((bar) => [bar.key, bar.label])), [bars]);
  const seriesByKey = useMemo(() => new Map(series.map((s) => [s.key, s])), [series]);
  // Horizontal bars are laid from the bottom up: reversed, the biggest stands on top. Vertical ones run
  // from the start of the line, which is the right in rtl.
  const data = useMemo(() => {
    const rows = bars.map((bar) => ({ key: bar.key, ...bar.values }) as BarDatum);
    return vertical === rtl ? rows : rows.reverse();
  }, [bars, vertical, rtl]);
  const indexAxis = { format: (key: string) => (vertical ? (labels.get(key) ?? key) : shortName(labels.get(key) ?? key)), tickSize: 0, tickPadding: 8 };
  const valueAxis = { format: axisFormat, tickValues: 4 };
  const side = vertical ? 72 : 160;

  const Tooltip = ({ id, value, indexValue, color }: BarTooltipProps<BarDatum>) => (
    <div className={styles.tooltip}>
      <strong>{labels.get(String(indexValue))}</strong>
      <span>
        <span className={styles.swatch} style={{ backgroundColor: color }} aria-hidden />
        {series.length > 1 ? `${seriesByKey.get(String(id))?.label}: ` : ''}
        {format(value)}
      </span>
    </div>
  );

  return (
    <div role="img" aria-label={label} className={mergeClasses(styles.chart, onOpen && styles.openable)} style={{ height }}>
      <ResponsiveBar
        data={data}
        keys={series.map((s) => s.key)}
        indexBy="key"
        layout={layout}
        valueScale={{ type: 'linear', nice: true, reverse: !vertical && rtl }}
        colors={({ id, indexValue }) => barColours?.[String(indexValue)] ?? seriesByKey.get(String(id))?.colour ?? singleFallback}
        margin={{ top: 16, bottom: vertical ? 36 : 32, left: rtl ? 16 : side, right: rtl ? side : 24 }}
        padding={0.3}
        valueFormat={format}
        enableLabel={false}
        axisBottom={vertical ? indexAxis : valueAxis}
        axisLeft={rtl ? null : vertical ? valueAxis : indexAxis}
        axisRight={rtl ? (vertical ? valueAxis : indexAxis) : null}
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
