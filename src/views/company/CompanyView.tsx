import {
  Body1,
  Skeleton,
  SkeletonItem,
  Spinner,
  Title1,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { CompanyDataSection } from './CompanyDataSection';
import { CompanyFormDialog } from './CompanyFormDialog';
import { useCompanyStyles } from './CompanyPage.styles';
import { ConfirmChangeDialog } from './ConfirmChangeDialog';
import { InviteDialog } from './InviteDialog';
import { MembersSection } from './MembersSection';
import { SpendingLimitDialog } from './SpendingLimitDialog';
import { SpendingLimitsSection } from './SpendingLimitsSection';
import { useCompanyView, type CompanyActor } from './useCompanyView';

/** /dashboard/group drawn from the company machine, whose effects the caller provides. */
export function CompanyView({ actor }: { actor: CompanyActor }) {
  const { t } = useTranslation();
  const styles = useCompanyStyles();
  const view = useCompanyView(actor);
  const dismiss = { label: t('company.dismiss'), onDismiss: view.dismiss };
  const limitsDialog = typeof view.dialog === 'object' ? view.dialog : null;

  return (
    <section className={styles.page} aria-labelledby="company-title" aria-busy={view.busy}>
      <div className={styles.header}>
        <div>
          <Title1 as="h1" id="company-title" className={styles.title}>
            {t('company.title')}
          </Title1>
          <Body1>{view.canEdit ? t('company.subtitle') : t('company.subtitleReadOnly')}</Body1>
        </div>
      </div>

      {view.failure && (
        <PageMessage intent="error" action={{ label: t('company.retry'), onClick: view.retry }}>
          {t('company.loadFailed')} {describeFailure(t, view.failure)}
        </PageMessage>
      )}
      {view.refusal && (
        <PageMessage intent="error" dismiss={dismiss}>
          {describeFailure(t, view.refusal)}
        </PageMessage>
      )}
      {view.notice && (
        <PageMessage intent="success" dismiss={dismiss}>
          {t(`company.notices.${view.notice}`)}
        </PageMessage>
      )}
      {view.changing && <Spinner size="tiny" labelPosition="after" label={t('company.updating')} />}

      {view.loading && (
        <Skeleton aria-label={t('company.loading')} className={styles.skeleton}>
          <SkeletonItem className={styles.skeletonBlock} />
          <SkeletonItem className={styles.skeletonBlock} />
        </Skeleton>
      )}

      {view.company && (
        <>
          <CompanyDataSection company={view.company} canEdit={view.canEdit} busy={view.busy} onEdit={() => view.openDialog('company')} />
          <SpendingLimitsSection view={view} />
          <MembersSection view={view} />
          {view.canEdit && (
            <CompanyFormDialog
              open={view.dialog === 'company'}
              company={view.company}
              onClose={view.closeDialog}
              onSaved={view.saved}
            />
          )}
          {view.canManageLimits && view.limits && (
            <SpendingLimitDialog
              open={limitsDialog !== null}
              limits={view.limits}
              member={limitsDialog?.limitsOf ?? null}
              onClose={view.closeDialog}
              onSaved={view.limitsSaved}
            />
          )}
        </>
      )}
      {view.canManageUsers && <InviteDialog open={view.dialog === 'invite'} onClose={view.closeDialog} onSaved={view.invited} />}
      <ConfirmChangeDialog pending={view.pending} changing={view.changing} onConfirm={view.confirm} onCancel={view.cancel} />
    </section>
  );
}
