import { Body1, Button, Caption1, makeStyles, mergeClasses, Spinner, Title1, Title2, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons/svg/arrow-download';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../common/category-name';
import { periodOfContext } from '../../../machines/analytics.machine';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import type { CategoryNames } from './analytics-figures';
import { AnalyticsSkeleton } from './AnalyticsSkeleton';
import { CategoriesSection } from './CategoriesSection';
import { DebtSection } from './DebtSection';
import { HeadlineTiles } from './HeadlineTiles';
import { MonthsSection } from './MonthsSection';
import { PeriodPicker } from './PeriodPicker';
import { TopProductsSection } from './TopProductsSection';
import { useAnalytics, type AnalyticsActor, type AnalyticsState } from './useAnalytics';
import { useFigureFormats, type FigureFormats } from './useFigureFormats';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  export: { minHeight: '44px' },
  period: { color: tokens.colorNeutralForeground2 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  stale: { opacity: 0.6 },
  charts: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))' },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalXL },
});

/** The analytics page drawn from an analytics actor (the page's talks to the gateway, tests' to fakes). */
export function AnalyticsView({ actor }: { actor: AnalyticsActor }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const state = useAnalytics(actor);
  const formats = useFigureFormats();
  const { send } = state;
  const period = periodOfContext(state);
  // A failed read shows its message, not the figures of an earlier period.
  const shown = state.failure ? null : state.report;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title1 as="h1" className={styles.title}>
          {t('analytics.title')}
        </Title1>
        <Button
          className={styles.export}
          icon={state.exporting ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
          disabledFocusable={!state.canExport}
          onClick={() => send({ type: 'analytics.export' })}
        >
          {state.exporting ? t('analytics.exporting') : t('analytics.export')}
        </Button>
      </div>
      <PeriodPicker choice={state.choice} today={state.today} onChoose={(choice) => send({ type: 'analytics.period', choice })} />
      <Caption1 className={styles.period}>
        {t('analytics.period.shown', { from: formats.month(period.from), to: formats.month(period.to) })}
      </Caption1>
      {state.failure && (
        <PageMessage intent="error" action={{ label: t('analytics.retry'), onClick: () => send({ type: 'analytics.retry' }) }}>
          {describeFailure(t, state.failure)}
        </PageMessage>
      )}
      {state.exportFailure && (
        <PageMessage
          intent="error"
          action={{ label: t('analytics.exportRetry'), onClick: () => send({ type: 'analytics.export' }) }}
          dismiss={{ label: t('analytics.dismiss'), onDismiss: () => send({ type: 'analytics.dismiss' }) }}
        >
          {t('analytics.exportFailed', { reason: describeFailure(t, state.exportFailure) })}
        </PageMessage>
      )}
      {shown ? <Figures state={state} report={shown} formats={formats} /> : state.loading && <AnalyticsSkeleton />}
    </div>
  );
}

function Figures({ state, report, formats }: { state: AnalyticsState; report: NonNullable<AnalyticsState['report']>; formats: FigureFormats }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const names: CategoryNames = { delivery: t('analytics.categories.delivery'), other: t('analytics.categories.other'), category: (category) => categoryName(t, category) };
  const compared = t('analytics.period.compared', { from: formats.month(report.previous.from), to: formats.month(report.previous.to) });
  // While another period loads the last figures stay, dimmed, so the page neither blinks nor jumps.
  return (
    <div className={mergeClasses(styles.content, state.loading && styles.stale)} aria-busy={state.loading}>
      {state.empty || (state.loading && report.current.orders === 0) ? (
        <div className={styles.empty}>
          <Title2 as="h2">{t('analytics.empty.title')}</Title2>
          <Body1>{t('analytics.empty.body')}</Body1>
        </div>
      ) : (
        <>
          <Caption1 className={styles.period}>{compared}</Caption1>
          <HeadlineTiles report={report} formats={formats} />
          <div className={styles.charts}>
            <MonthsSection report={report} formats={formats} names={names} />
            <CategoriesSection report={report} formats={formats} names={names} />
            <TopProductsSection report={report} formats={formats} />
            {report.debt && <DebtSection debt={report.debt} formats={formats} />}
          </div>
        </>
      )}
      {state.empty && report.debt && report.debt.owed > 0 && <DebtSection debt={report.debt} formats={formats} />}
    </div>
  );
}
