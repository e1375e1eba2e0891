import { Body1, Caption1, Card, Link, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '../../../contract/analytics';
import { can } from '../../../contract/permissions';
import { roleOf } from '../../../machines/session.machine';
import { paths } from '../../kernel/paths';
import { SessionContext } from '../../kernel/session-context';
import { useAppLink } from '../common/useAppLink';
import { changeOf } from './analytics-figures';
import type { FigureFormats } from './useFigureFormats';

const useStyles = makeStyles({
  tiles: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' },
  tile: { gap: tokens.spacingVerticalXS },
  // Two tiles side by side on a phone: the figure shrinks with the screen before it would break a number.
  figure: { margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', fontSize: 'clamp(20px, 5.5vw, 28px)', lineHeight: 1.25 },
  note: { color: tokens.colorNeutralForeground2 },
  link: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: '44px' },
});

function Tile({ label, figure, children }: { label: string; figure: string; children?: ReactNode }) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <Card className={styles.tile} appearance="filled-alternative" role="group" aria-labelledby={labelId}>
      <Body1 id={labelId}>{label}</Body1>
      <Title2 as="p" className={styles.figure}>
        {figure}
      </Title2>
      {children}
    </Card>
  );
}

/** The period's figures at a glance, each beside the same number of months before it. */
export function HeadlineTiles({ report, formats }: { report: AnalyticsReport; formats: FigureFormats }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  const mayJoin = SessionContext.useSelector((s) => can(roleOf(s.context), 'club.manage'));
  const { current, before, debt, club } = report;
  const versus = (now: number, then: number) => {
    const fraction = changeOf(now, then);
    return (
      <Caption1 className={styles.note}>
        {fraction === null ? t('analytics.change.new') : t('analytics.change.versus', { change: formats.percent(fraction) })}
      </Caption1>
    );
  };
  return (
    <div className={styles.tiles}>
      <Tile label={t('analytics.tiles.spend')} figure={formats.money(current.spend)}>
        {versus(current.spend, before.spend)}
      </Tile>
      <Tile label={t('analytics.tiles.orders')} figure={formats.count(current.orders)}>
        {versus(current.orders, before.orders)}
      </Tile>
      <Tile label={t('analytics.tiles.average')} figure={formats.money(current.average)}>
        {versus(current.average, before.average)}
      </Tile>
      {debt && (
        <Tile label={t('analytics.tiles.debt')} figure={formats.money(debt.owed)}>
          <Caption1 className={styles.note}>{t('analytics.tiles.overdue', { amount: formats.money(debt.overdue) })}</Caption1>
        </Tile>
      )}
      {club.member ? (
        <Tile label={t('analytics.tiles.clubSaved')} figure={formats.money(club.saved)}>
          <Caption1 className={styles.note}>{t('analytics.tiles.clubMember')}</Caption1>
        </Tile>
      ) : (
        <Tile label={t('analytics.tiles.clubMissed')} figure={formats.money(club.missed)}>
          <Caption1 className={styles.note}>{t('analytics.tiles.clubOthers')}</Caption1>
          {mayJoin && (
            <Link {...linkTo(paths.subscription)} className={styles.link}>
              {t('analytics.tiles.join')}
            </Link>
          )}
        </Tile>
      )}
    </div>
  );
}
