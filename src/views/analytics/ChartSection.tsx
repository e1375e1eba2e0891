import { makeStyles, Skeleton, SkeletonItem, Title3, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { AnalyticsBarChartProps } from './AnalyticsBarChart';

const AnalyticsBarChart = lazy(() => import('./AnalyticsBarChart'));

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  table: {
    overflowX: 'auto',
    minWidth: 0,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: tokens.strokeWidthThin },
  },
});

interface ChartSectionProps {
  title: string;
  /** Controls beside the title: how the chart groups or ranks its figures. */
  tools?: ReactNode;
  /** A figure read before the chart, under the title. */
  summary?: ReactNode;
  chart: AnalyticsBarChartProps;
  /** The chart's figures as text, under it. */
  table: ReactNode;
}

/** One chart of the analytics page: its title, the drawing (fetched with nivo the first time) and its table. */
export function ChartSection({ title, tools, summary, chart, table }: ChartSectionProps) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div className={styles.heading}>
        <Title3 as="h2" id={titleId} className={styles.title}>
          {title}
        </Title3>
        {tools}
      </div>
      {summary}
      <Suspense
        fallback={
          <Skeleton aria-label={chart.label}>
            <SkeletonItem style={{ height: chart.height }} />
          </Skeleton>
        }
      >
        <AnalyticsBarChart {...chart} />
      </Suspense>
      <div
        className={styles.table}
        role="group"
        aria-labelledby={titleId}
        // Wider than a phone, the table scrolls sideways: a scroll area is operable by keyboard only when
        // focusable (WCAG 2.1.1), and this one may hold no link to tab to.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {table}
      </div>
    </section>
  );
}
