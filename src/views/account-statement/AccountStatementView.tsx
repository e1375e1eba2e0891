import { Body1, Button, Caption1, makeStyles, mergeClasses, Skeleton, SkeletonItem, Spinner, Title1, Title2, Title3, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons/svg/arrow-download';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountStatement } from '../../../contract/account-statement';
import type { StatementFormat } from '../../../machines/account-statement.machine';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { usePageStyles } from '../common/page.styles';
import { StatementDebt, StatementSummary } from './StatementFigures';
import { StatementMovements } from './StatementMovements';
import { StatementPeriodPicker } from './StatementPeriodPicker';
import { useAccountStatement, type AccountStatementActor } from './useAccountStatement';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  stale: { opacity: 0.6 },
  muted: { color: tokens.colorNeutralForeground2 },
  downloads: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  tiles: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))' },
  tile: { height: '88px' },
  table: { height: '320px' },
});

const formatNames: Readonly<Record<StatementFormat, string>> = { pdf: 'PDF', csv: 'CSV' };

/** The statement page drawn from its machine, whose effects the caller provides. */
export function AccountStatementView({ actor }: { actor: AccountStatementActor }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const styles = useStyles();
  const state = useAccountStatement(actor);
  const { send, period, downloading, downloadFailure } = state;
  // A failed read shows its message, not the statement of another period.
  const shown = state.failure ? null : state.statement;

  const downloadButton = (format: StatementFormat) => (
    <Button
      className={page.action}
      icon={downloading === format ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
      disabledFocusable={!state.canDownload}
      onClick={() => send({ type: format === 'pdf' ? 'accountStatement.downloadPdf' : 'accountStatement.downloadCsv' })}
    >
      {downloading === format ? t('accountStatement.download.preparing', { format: formatNames[format] }) : t(`accountStatement.download.${format}`)}
    </Button>
  );

  return (
    <section className={page.page} aria-labelledby="account-statement-title">
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="account-statement-title" className={page.title}>
            {t('accountStatement.title')}
          </Title1>
          <Body1>{t('accountStatement.subtitle')}</Body1>
        </div>
        <div className={styles.downloads}>
          {downloadButton('pdf')}
          {downloadButton('csv')}
        </div>
      </div>
      <StatementPeriodPicker period={period} today={state.today} onChoose={(chosen) => send({ type: 'accountStatement.period', period: chosen })} />
      <Caption1 className={styles.muted}>{t('accountStatement.period.shown', { from: formatDay(period.from), to: formatDay(period.to) })}</Caption1>
      {state.failure && (
        <PageMessage intent="error" action={{ label: t('accountStatement.retry'), onClick: () => send({ type: 'accountStatement.retry' }) }}>
          {t('accountStatement.loadFailed')} {describeFailure(t, state.failure)}
        </PageMessage>
      )}
      {downloadFailure && (
        <PageMessage
          intent="error"
          action={{
            label: t('accountStatement.download.retry'),
            onClick: () => send({ type: downloadFailure.format === 'pdf' ? 'accountStatement.downloadPdf' : 'accountStatement.downloadCsv' }),
          }}
          dismiss={{ label: t('accountStatement.download.dismiss'), onDismiss: () => send({ type: 'accountStatement.dismiss' }) }}
        >
          {t('accountStatement.download.failed', { format: formatNames[downloadFailure.format], reason: describeFailure(t, downloadFailure.failure) })}
        </PageMessage>
      )}
      {shown ? <Statement statement={shown} loading={state.loading} /> : state.loading && <StatementSkeleton />}
    </section>
  );
}

function Statement({ statement, loading }: { statement: AccountStatement; loading: boolean }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const styles = useStyles();
  const movementsTitle = useId();
  // While another period loads the last statement stays, dimmed, so the page neither blinks nor jumps.
  return (
    <div className={mergeClasses(styles.content, loading && styles.stale)} aria-busy={loading}>
      <Body1>
        <span translate="no">{statement.company.name}</span>
        {statement.company.vat && (
          <>
            {' · '}
            {t('accountStatement.rut')} <span translate="no">{statement.company.vat}</span>
          </>
        )}
      </Body1>
      <StatementSummary statement={statement} />
      <StatementDebt statement={statement} />
      <section className={styles.section} aria-labelledby={movementsTitle}>
        <Title2 as="h2" id={movementsTitle} className={styles.heading}>
          {t('accountStatement.movements.title')}
        </Title2>
        {statement.entries.length === 0 ? (
          <div className={page.empty}>
            <Title3 as="h3">{t('accountStatement.empty.title')}</Title3>
            <Body1>{t('accountStatement.empty.body', { balance: formatClp(statement.closing_balance) })}</Body1>
          </div>
        ) : (
          <StatementMovements statement={statement} label={t('accountStatement.movements.table')} />
        )}
      </section>
    </div>
  );
}

/** The shape of the page while the first statement is on its way. */
function StatementSkeleton() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Skeleton aria-label={t('accountStatement.loading')} className={styles.content}>
      <div className={styles.tiles}>
        {[0, 1, 2, 3].map((tile) => (
          <SkeletonItem key={tile} className={styles.tile} />
        ))}
      </div>
      <SkeletonItem className={styles.table} />
    </Skeleton>
  );
}
