import { makeStyles } from '@fluentui/react-components';
import { ResponsiveBar } from '@nivo/bar';
import { formatClp } from '../../../machines/rules/money';
import { chartTheme } from '../common/chart-theme';
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
  const data = bars.map((bar) => ({ state: bar.label, debt: bar.debt, color: stateChartColors[bar.state] }));
  const axes = narrow
    ? { layout: 'horizontal' as const, margin: { top: 8, right: 24, bottom: 36, left: 136 }, axisLeft: {}, axisBottom: { format: formatClp, tickValues: 2 }, gridXValues: 2, gridYValues: [] }
    : { layout: 'vertical' as const, margin: { top: 24, right: 16, bottom: 36, left: 96 }, axisLeft: { format: formatClp, tickValues: 4 }, gridYValues: 4 };
  return (
    <div role="img" aria-label={label} className={styles.chart}>
      <ResponsiveBar
        data={data}
        keys={['debt']}
        indexBy="state"
        colors={(bar) => String(bar.data.color)}
        {...axes}
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
