import { Body1, Button, Skeleton, SkeletonItem, Title1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { useAppLink } from '../common/useAppLink';
import { BatchCart } from './BatchCart';
import { BatchConfirmation } from './BatchConfirmation';
import { CampaignCard, type CampaignAccess } from './CampaignCard';
import { CampaignList } from './CampaignList';
import { useTeamPurchaseStyles } from './team-purchase.styles';
import { useTeamPurchaseView, type TeamPurchaseActor } from './useTeamPurchaseView';

interface TeamPurchaseViewProps {
  actor: TeamPurchaseActor;
  access: CampaignAccess;
  loginHref: string;
  /** The role keeps the company's cards (admin): a company with nothing to secure a commitment is sent there. */
  canAddCards?: boolean;
}

/** The three Team Purchase pages drawn from the team-purchase machine, whose effects the caller provides. */
export function TeamPurchaseView({ actor, access, loginHref, canAddCards = false }: TeamPurchaseViewProps) {
  const { t } = useTranslation();
  const styles = useTeamPurchaseStyles();
  const link = useAppLink();
  const view = useTeamPurchaseView(actor);
  const { screen, campaign } = view;
  const titles = { browse: 'teamPurchase.title', commit: 'teamPurchase.cart.title', confirmed: 'teamPurchase.done.title' } as const;

  return (
    <section className={styles.page} aria-labelledby="tp-title" aria-busy={view.busy}>
      <div className={styles.intro}>
        <Title1 as="h1" id="tp-title" className={styles.title}>
          {/* A withdrawn commitment is no longer a confirmed team purchase, whichever page this opened as. */}
          {t(screen === 'withdrawn' ? 'teamPurchase.withdrawnTitle' : titles[view.context.entry])}
        </Title1>
        {view.context.entry === 'browse' && <Body1>{t('teamPurchase.subtitle')}</Body1>}
      </div>

      {screen === 'failed' && view.context.failure && (
        <PageMessage intent="error" action={{ label: t('teamPurchase.retry'), onClick: view.retry }}>
          {t('teamPurchase.loadFailed')} {describeFailure(t, view.context.failure)}
        </PageMessage>
      )}
      {screen === 'loading' && (
        <Skeleton aria-label={t('teamPurchase.loading')} className={styles.grid}>
          {[0, 1].map((n) => (
            <SkeletonItem key={n} className={styles.skeletonCard} />
          ))}
        </Skeleton>
      )}
      {screen === 'missing' && (
        <div className={styles.empty}>
          <Body1>{t('teamPurchase.missing')}</Body1>
          <Button as="a" className={styles.action} appearance="primary" {...link(paths.teamPurchase)}>
            {t('teamPurchase.backToList')}
          </Button>
        </div>
      )}
      {screen === 'browsing' && <CampaignList view={view} access={access} loginHref={loginHref} />}
      {screen === 'committing' && campaign && <BatchCart key={campaign.id} view={view} campaign={campaign} canAddCards={canAddCards} />}
      {screen === 'confirmed' && campaign && view.commitment && <BatchConfirmation view={view} campaign={campaign} />}
      {screen === 'withdrawn' && campaign && (
        <div className={styles.panel}>
          <PageMessage intent="success">{t('teamPurchase.withdrawn')}</PageMessage>
          <div className={styles.actions}>
            <Button className={styles.action} appearance="primary" onClick={view.commitAgain}>
              {t('teamPurchase.commitAgain')}
            </Button>
            <Button as="a" className={styles.action} {...link(paths.teamPurchase)}>
              {t('teamPurchase.backToList')}
            </Button>
          </div>
        </div>
      )}
      {screen === 'closed' && campaign && (
        <div className={styles.panel}>
          <PageMessage intent="info">{t(campaign.outcome === 'filled' ? 'teamPurchase.closedFilled' : 'teamPurchase.closedReleased')}</PageMessage>
          <CampaignCard campaign={campaign} commitment={view.commitment} access="read" loginHref={loginHref} />
          <Button as="a" className={styles.action} {...link(paths.teamPurchase)}>
            {t('teamPurchase.backToList')}
          </Button>
        </div>
      )}
    </section>
  );
}
