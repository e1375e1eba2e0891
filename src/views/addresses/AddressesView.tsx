import {
  Body1,
  Button,
  Skeleton,
  SkeletonItem,
  Spinner,
  Title1,
  Title2,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { AddressCard } from './AddressCard';
import { AddressDialog } from '../common/address-dialog/AddressDialog';
import { useAddressesStyles } from './AddressesPage.styles';
import { usePageStyles } from '../common/page.styles';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { useAddressesView, type AddressesActor } from './useAddressesView';

/** /dashboard/group/six drawn from the addresses machine, whose effects the caller provides. */
export function AddressesView({ actor }: { actor: AddressesActor }) {
  const { t } = useTranslation();
  const styles = useAddressesStyles();
  const page = usePageStyles();
  const view = useAddressesView(actor);
  const restoreFocus = useRestoreFocusTarget();

  return (
    <section className={page.page} aria-labelledby="addresses-title" aria-busy={view.busy}>
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="addresses-title" className={page.title}>
            {t('addresses.title')}
          </Title1>
          <Body1>{t('addresses.subtitle')}</Body1>
        </div>
        <Button appearance="primary" icon={<AddRegular />} disabled={view.firstLoad} onClick={() => view.openDialog(null)} {...restoreFocus}>
          {t('addresses.add')}
        </Button>
      </div>

      {view.failure && (
        <PageMessage intent="error" action={{ label: t('addresses.retry'), onClick: view.retry }}>
          {t('addresses.loadFailed')} {describeFailure(t, view.failure)}
        </PageMessage>
      )}
      {view.refusal && (
        <PageMessage intent="error" dismiss={{ label: t('addresses.dismiss'), onDismiss: view.dismiss }}>
          {describeFailure(t, view.refusal)}
        </PageMessage>
      )}
      {view.loading && !view.firstLoad && <Spinner size="tiny" labelPosition="after" label={t('addresses.updating')} />}

      {view.firstLoad && (
        <Skeleton aria-label={t('addresses.loading')} className={styles.skeleton}>
          {[0, 1, 2].map((n) => (
            <SkeletonItem key={n} className={styles.skeletonCard} />
          ))}
        </Skeleton>
      )}

      {view.empty && (
        <div className={page.empty}>
          <Title2 as="h2" className={styles.groupTitle}>
            {t('addresses.empty.title')}
          </Title2>
          <Body1>{t('addresses.empty.body')}</Body1>
        </div>
      )}

      {!view.firstLoad &&
        !view.empty &&
        !view.failure &&
        view.groups.map((group) => (
          <section key={group.type} className={styles.group} aria-labelledby={`addresses-${group.type}`}>
            <Title2 as="h2" id={`addresses-${group.type}`} className={styles.groupTitle}>
              {t(`addresses.types.${group.type}`)}
            </Title2>
            {group.addresses.length === 0 ? (
              <Body1>{t(`addresses.groupEmpty.${group.type}`)}</Body1>
            ) : (
              <ul className={page.grid}>
                {group.addresses.map((address) => (
                  <li key={address.id}>
                    <AddressCard
                      address={address}
                      busy={view.busy}
                      restoreFocus={restoreFocus}
                      onEdit={view.openDialog}
                      onDelete={view.askDelete}
                      onSetDefault={view.setDefault}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

      <AddressDialog open={view.dialog.open} onOpenChange={view.setDialogOpen} address={view.dialog.address} onSaved={view.saved} />
      <DeleteAddressDialog address={view.pending} deleting={view.deleting} onConfirm={view.confirmDelete} onCancel={view.cancelDelete} />
    </section>
  );
}
