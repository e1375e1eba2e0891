import { Body1, Skeleton, SkeletonItem, Title1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { CancelDialog } from './CancelDialog';
import { useClubStyles } from './ClubPage.styles';
import { JoinPanel } from './JoinPanel';
import { MembershipPanel } from './MembershipPanel';
import { PlansSection } from './PlansSection';
import { useClubView, type SubscriptionActor } from './useClubView';

/** /dashboard/suscripcion drawn from the subscription machine, whose effects the caller provides. */
export function ClubView({ actor }: { actor: SubscriptionActor }) {
  const { t } = useTranslation();
  const styles = useClubStyles();
  const view = useClubView(actor);
  const overview = view.overview;
  const plan = overview?.plans.find((candidate) => candidate.id === view.planId);

  return (
    <section className={styles.page} aria-labelledby="club-title" aria-busy={view.busy}>
      <div className={styles.intro}>
        <Title1 as="h1" id="club-title" className={styles.title}>
          {t('club.title')}
        </Title1>
        <Body1>{t('club.subtitle')}</Body1>
      </div>

      {view.outcome && (
        <PageMessage
          intent={view.outcome.status === 'approved' ? 'success' : view.outcome.status === 'rejected' ? 'error' : 'info'}
          dismiss={{ label: t('club.dismiss'), onDismiss: view.dismissOutcome }}
        >
          {view.outcome.status === 'rejected'
            ? t('club.outcome.rejected', { reason: view.outcome.reason ?? t('club.outcome.noReason') })
            : t(`club.outcome.${view.outcome.status}`)}
        </PageMessage>
      )}
      {view.failure && view.verifying && (
        <PageMessage intent="error" action={{ label: t('club.retry'), onClick: view.retry }} dismiss={{ label: t('club.skipCheck'), onDismiss: view.skipCheck }}>
          {t('club.verifyFailed')} {describeFailure(t, view.failure)}
        </PageMessage>
      )}
      {view.failure && !view.verifying && (
        <PageMessage intent="error" action={{ label: t('club.retry'), onClick: view.retry }}>
          {t('club.loadFailed')} {describeFailure(t, view.failure)}
        </PageMessage>
      )}
      {view.refusal && (
        <PageMessage intent="error" dismiss={{ label: t('club.dismiss'), onDismiss: view.dismiss }}>
          {describeFailure(t, view.refusal)}
        </PageMessage>
      )}

      {view.page === 'loading' && !overview && (
        <Skeleton aria-label={view.verifying ? t('club.verifying') : t('club.loading')} className={styles.grid}>
          {[0, 1].map((n) => (
            <SkeletonItem key={n} className={styles.skeletonCard} />
          ))}
        </Skeleton>
      )}
      {overview && view.page === 'plans' && <PlansSection overview={overview} busy={view.busy} onChoose={view.choose} />}
      {overview && view.page === 'joining' && plan && <JoinPanel plan={plan} paying={view.paying} onPay={view.pay} onBack={view.back} />}
      {overview && view.page === 'member' && (
        <MembershipPanel overview={overview} busy={view.busy} onChange={view.change} onCancel={view.cancel} onResume={view.resume} />
      )}
      <CancelDialog
        open={view.confirmingCancel}
        cancelling={view.cancelling}
        until={overview?.membership.member_until ?? ''}
        onConfirm={view.confirmCancel}
        onKeep={view.keep}
      />
    </section>
  );
}
