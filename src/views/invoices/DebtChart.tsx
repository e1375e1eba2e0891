import { makeStyles, useFluent } from '@fluentui/react-components';
import { ResponsiveBar } from '@nivo/bar';
import { formatClp } from '../../../machines/rules/money';
import { chartTheme } from '../common/chart-theme';
import { mirroredAxes, mirroredRows } from '../common/chart-mirror';
import { narrowScreenQuery } from '../common/layout.constants';
import { useMediaQuery } from '../common/useMediaQuery';
import type { DebtBar } from './debt-bars';
import { stateChartColors } from './invoice-states';

const useStyles = makeStyles({ chart: { height: '240px' } });

/**
 * The nivo bar chart, in a chunk of its own that only this page fetches, coloured from the theme
 * (chart-theme.ts). Its figures are read out from the table beside it, so the drawing itself is one image.
 */
export default function DebtChart({ bars, label }: { bars: readonly DebtBar[]; label: string }) {
  const styles = useStyles();
  // On a phone the bars lie down, so the states' names have a line each instead of overlapping under
  // narrow columns; the amounts are in the table beside the chart.
  const narrow = useMediaQuery(narrowScreenQuery);
  const rtl = useFluent().dir === 'rtl';
  const vertical = !narrow;
  const rows = bars.map((bar) => ({ state: bar.label, debt: bar.debt, color: stateChartColors[bar.state] }));
  const valueAxis = { format: formatClp, tickValues: vertical ? 4 : 2 };
  const sides = mirroredAxes({ rtl, vertical, valueAxis, indexAxis: {}, start: vertical ? 96 : 136, end: vertical ? 16 : 24 });
  const axes = vertical
    ? { layout: 'vertical' as const, margin: { top: 24, bottom: 36, ...sides.margin }, gridYValues: 4 }
    : { layout: 'horizontal' as const, margin: { top: 8, bottom: 36, ...sides.margin }, axisBottom: valueAxis, gridXValues: 2, gridYValues: [] };
  return (
    // Mirrored on its data and axes in rtl (chart-mirror.ts), drawn ltr: an attribute, Fluent's styles flip `direction`.
    <div role="img" aria-label={label} dir="ltr" className={styles.chart}>
      <ResponsiveBar
        data={mirroredRows(rows, vertical, rtl)}
        keys={['debt']}
        indexBy="state"
        colors={(bar) => String(bar.data.color)}
        {...axes}
        valueScale={sides.valueScale}
        axisLeft={sides.axisLeft}
        axisRight={sides.axisRight}
        padding={0.4}
        valueFormat={formatClp}
        enableLabel={false}
        enableTotals={!narrow}
        isInteractive={false}
        animate={false}
        theme={chartTheme}
        role="presentation"
      />
    </div>
  );
}
