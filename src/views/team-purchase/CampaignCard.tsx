import { Badge, Body1, Button, Card, Field, Link, ProgressBar, Text, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Campaign, Commitment } from '../../../contract/team-purchase';
import { formatClp } from '../../../machines/rules/money';
import { formatQuantity } from '../../../machines/rules/quantity';
import { useAppLink } from '../common/useAppLink';
import { Countdown, useSantiagoTime } from './Countdown';
import { batchCartPath } from './team-purchase-paths';
import { useTeamPurchaseStyles } from './team-purchase.styles';

export type CampaignAccess = 'commit' | 'visitor' | 'viewer' | 'read';

interface CampaignCardProps {
  campaign: Campaign;
  /** The company's commitment to this campaign, when it has one. */
  commitment: Commitment | null;
  /**
   * What the reader may do: commit (admin, comprador), sign in first (a visitor), be told their role does
   * not join batches (finanzas), or only read (a page that shows the company's own commitment).
   */
  access: CampaignAccess;
  loginHref: string;
}

/** One campaign: the product at its normal and group price, the batch's progress and its deadline. */
export function CampaignCard({ campaign, commitment, access, loginHref }: CampaignCardProps) {
  const { t } = useTranslation();
  const styles = useTeamPurchaseStyles();
  const link = useAppLink();
  const santiago = useSantiagoTime();
  const unitOf = (count: number) => t(`teamPurchase.units.${campaign.product.uom}`, { count });
  const open = campaign.state === 'open';
  const headingId = `campaign-${campaign.id}`;
  const progress = t('teamPurchase.progress', { committed: formatQuantity(campaign.committed_qty), target: formatQuantity(campaign.target_qty), unit: unitOf(campaign.target_qty) });
  const active = commitment?.state === 'active';

  return (
    <Card className={styles.campaign} aria-labelledby={headingId}>
      <Title3 as="h3" id={headingId} className={styles.cardTitle}>
        <span translate="no">{campaign.title}</span>
        {!open && (
          <Badge appearance="tint" color={campaign.outcome === 'filled' ? 'success' : 'informative'}>
            {t(campaign.outcome === 'filled' ? 'teamPurchase.outcome.filled' : 'teamPurchase.outcome.released')}
          </Badge>
        )}
      </Title3>
      <div className={styles.product}>
        <img className={styles.image} src={campaign.product.image_url} alt="" width={64} height={64} loading="lazy" />
        <Body1 translate="no">
          {campaign.product.name} · {campaign.product.pack_size}
        </Body1>
      </div>
      <div className={styles.prices}>
        <Text className={styles.groupPrice}>{t('teamPurchase.groupPrice', { price: formatClp(campaign.group_price), unit: unitOf(1) })}</Text>
        <Text className={styles.listPrice}>{t('teamPurchase.listPrice', { price: formatClp(campaign.product.list_price) })}</Text>
        <Badge appearance="tint" color="success">
          {t('teamPurchase.saving', { percent: campaign.saving_percent })}
        </Badge>
      </div>
      <Field label={progress} hint={t('teamPurchase.companies', { count: campaign.companies })}>
        <ProgressBar value={Math.min(1, campaign.committed_qty / campaign.target_qty)} thickness="large" color={campaign.committed_qty >= campaign.target_qty ? 'success' : 'brand'} />
      </Field>
      <Body1>{open ? <Countdown deadline={campaign.deadline} /> : t('teamPurchase.closedOn', { time: santiago(campaign.deadline) })}</Body1>
      {commitment && (
        <Body1 className={styles.mine}>
          {active
            ? t('teamPurchase.mine', { quantity: formatQuantity(commitment.quantity), unit: unitOf(commitment.quantity) })
            : t(`teamPurchase.mineClosed.${commitment.state}`, { quantity: formatQuantity(commitment.quantity), unit: unitOf(commitment.quantity), order: commitment.order?.name ?? '', reason: commitment.message ?? '' })}
        </Body1>
      )}
      {open && (
        <div className={styles.actions}>
          {access === 'commit' && (
            <Button as="a" className={styles.action} appearance={active ? 'secondary' : 'primary'} {...link(batchCartPath(campaign.id))}>
              {active ? t('teamPurchase.changeCommitment') : t('teamPurchase.join')}
            </Button>
          )}
          {access === 'visitor' && (
            <Link className={styles.action} {...link(loginHref)}>
              {t('teamPurchase.signInToJoin')}
            </Link>
          )}
          {access === 'viewer' && <Body1>{t('teamPurchase.roleCannotJoin')}</Body1>}
        </div>
      )}
    </Card>
  );
}
