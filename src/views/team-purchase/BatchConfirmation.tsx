import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../../contract/team-purchase';
import { formatClp } from '../../../machines/rules/money';
import { formatQuantity } from '../../../machines/rules/quantity';
import { formatDay } from '../../../machines/rules/calendar';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { useAppLink } from '../common/useAppLink';
import { CampaignCard } from './CampaignCard';
import { useSantiagoTime } from './Countdown';
import { useTeamPurchaseStyles } from './team-purchase.styles';
import type { TeamPurchaseView } from './useTeamPurchaseView';

/**
 * /product/finalteampurchase: the commitment confirmed, where the batch stands and what happens next
 * and when; the company may change or withdraw it until the deadline.
 */
export function BatchConfirmation({ view, campaign }: { view: TeamPurchaseView; campaign: Campaign }) {
  const { t } = useTranslation();
  const styles = useTeamPurchaseStyles();
  const link = useAppLink();
  const santiago = useSantiagoTime();
  const commitment = view.commitment!;
  const unitOf = (count: number) => t(`teamPurchase.units.${campaign.product.uom}`, { count });
  const onCard = commitment.payment_method_code === 'saved_card';
  const missing = Math.max(0, campaign.target_qty - campaign.committed_qty);

  return (
    <section className={styles.panel} aria-labelledby="tp-done">
      <PageMessage intent="success">{t('teamPurchase.done.confirmed', { quantity: formatQuantity(commitment.quantity), unit: unitOf(commitment.quantity), total: formatClp(commitment.amount_total) })}</PageMessage>
      <Title2 as="h2" id="tp-done" className={styles.sectionTitle}>
        {t('teamPurchase.done.next')}
      </Title2>
      <ol className={styles.steps}>
        <li>{missing > 0 ? t('teamPurchase.done.missing', { missing: formatQuantity(missing), unit: unitOf(missing) }) : t('teamPurchase.done.reached')}</li>
        <li>{t('teamPurchase.done.closes', { time: santiago(campaign.deadline) })}</li>
        <li>{t(onCard ? 'teamPurchase.done.filledCard' : 'teamPurchase.done.filledCredit', { date: formatDay(campaign.delivery_date) })}</li>
        <li>{t(onCard ? 'teamPurchase.done.releasedCard' : 'teamPurchase.done.releasedCredit')}</li>
      </ol>
      <CampaignCard campaign={campaign} commitment={commitment} access="read" loginHref={paths.login} />
      <div className={styles.actions}>
        <Button className={styles.action} appearance="primary" disabled={view.busy} onClick={view.change}>
          {t('teamPurchase.done.change')}
        </Button>
        <Button className={styles.action} disabled={view.busy} onClick={view.withdraw}>
          {t('teamPurchase.done.withdraw')}
        </Button>
        <Button as="a" className={styles.action} appearance="subtle" {...link(paths.teamPurchase)}>
          {t('teamPurchase.backToList')}
        </Button>
      </div>
      <Dialog open={view.asking} onOpenChange={(_, data) => !data.open && !view.withdrawing && view.keep()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('teamPurchase.withdraw.title')}</DialogTitle>
            <DialogContent className={styles.panel}>
              {view.context.refusal && (
                <PageMessage intent="error">
                  {t('teamPurchase.withdraw.failed')} {describeFailure(t, view.context.refusal)}
                </PageMessage>
              )}
              <Body1>{t(onCard ? 'teamPurchase.withdraw.bodyCard' : 'teamPurchase.withdraw.body', { quantity: formatQuantity(commitment.quantity), unit: unitOf(commitment.quantity) })}</Body1>
            </DialogContent>
            <DialogActions>
              <Button className={styles.action} appearance="primary" disabled={view.withdrawing} icon={view.withdrawing ? <Spinner size="tiny" /> : undefined} onClick={view.confirmWithdraw}>
                {view.withdrawing ? t('teamPurchase.withdraw.withdrawing') : t('teamPurchase.withdraw.confirm')}
              </Button>
              <Button className={styles.action} disabled={view.withdrawing} onClick={view.keep}>
                {t('teamPurchase.withdraw.keep')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
