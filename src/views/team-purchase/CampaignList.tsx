import { Body1, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { commitmentOf } from '../../../machines/team-purchase.machine';
import { PageMessage } from '../common/PageMessage';
import { CampaignCard, type CampaignAccess } from './CampaignCard';
import { useTeamPurchaseStyles } from './team-purchase.styles';
import type { TeamPurchaseView } from './useTeamPurchaseView';

/** /teampurchase: the open campaigns, live, then the ones closed lately with their outcome. */
export function CampaignList({ view, access, loginHref }: { view: TeamPurchaseView; access: CampaignAccess; loginHref: string }) {
  const { t } = useTranslation();
  const styles = useTeamPurchaseStyles();
  const open = view.context.campaigns.filter((campaign) => campaign.state === 'open');
  const closed = view.context.campaigns.filter((campaign) => campaign.state !== 'open');
  const card = (campaign: (typeof open)[number]) => (
    <li key={campaign.id}>
      <CampaignCard campaign={campaign} commitment={commitmentOf(view.context, campaign.id)} access={access} loginHref={loginHref} />
    </li>
  );
  return (
    <>
      {view.context.pollFailures > 0 && (
        <PageMessage intent="info" action={{ label: t('teamPurchase.retry'), onClick: view.retry }}>
          {t('teamPurchase.stale')}
        </PageMessage>
      )}
      <section className={styles.page} aria-labelledby="tp-open">
        <Title2 as="h2" id="tp-open" className={styles.sectionTitle}>
          {t('teamPurchase.openTitle')}
        </Title2>
        {open.length === 0 ? (
          <div className={styles.empty}>
            <Body1>{t('teamPurchase.noneOpen')}</Body1>
          </div>
        ) : (
          <ul className={styles.grid}>{open.map(card)}</ul>
        )}
      </section>
      {closed.length > 0 && (
        <section className={styles.page} aria-labelledby="tp-closed">
          <Title2 as="h2" id="tp-closed" className={styles.sectionTitle}>
            {t('teamPurchase.closedTitle')}
          </Title2>
          <ul className={styles.grid}>{closed.map(card)}</ul>
        </section>
      )}
    </>
  );
}
