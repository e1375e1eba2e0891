import { Body1, Button, Skeleton, SkeletonItem, Spinner, Title1, Title2, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useTranslation } from 'react-i18next';
import { savedCardName } from '../../../contract/cards';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { CardNameDialog } from './CardNameDialog';
import { useCardsStyles } from './CardsPage.styles';
import { DeleteCardDialog } from './DeleteCardDialog';
import { SavedCardItem } from './SavedCardItem';
import { useCardsView, type CardsActor } from './useCardsView';

/** /dashboard/group/card drawn from the cards machine, whose effects the caller provides. */
export function CardsView({ actor }: { actor: CardsActor }) {
  const { t } = useTranslation();
  const styles = useCardsStyles();
  const view = useCardsView(actor);
  const restoreFocus = useRestoreFocusTarget();

  return (
    <section className={styles.page} aria-labelledby="cards-title" aria-busy={view.busy}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <Title1 as="h1" id="cards-title" className={styles.title}>
            {t('cards.title')}
          </Title1>
          <Body1>{t('cards.subtitle')}</Body1>
        </div>
        <Button
          className={styles.action}
          appearance="primary"
          icon={view.leaving ? <Spinner size="tiny" /> : <AddRegular />}
          disabled={view.busy}
          onClick={view.add}
        >
          {view.leaving ? t('cards.leaving') : t('cards.add')}
        </Button>
      </div>

      {view.added && (
        <PageMessage intent="success" dismiss={{ label: t('cards.dismiss'), onDismiss: view.dismissNotice }}>
          {t('cards.added', { name: savedCardName(view.added) })}
        </PageMessage>
      )}
      {view.notAdded && (
        <PageMessage intent="info" dismiss={{ label: t('cards.dismiss'), onDismiss: view.dismissNotice }}>
          {describeFailure(t, view.notAdded)}
        </PageMessage>
      )}
      {view.failure && (
        <PageMessage intent="error" action={{ label: t('cards.retry'), onClick: view.retry }}>
          {t('cards.loadFailed')} {describeFailure(t, view.failure)}
        </PageMessage>
      )}
      {view.refusal && (
        <PageMessage intent="error" dismiss={{ label: t('cards.dismiss'), onDismiss: view.dismiss }}>
          {describeFailure(t, view.refusal)}
        </PageMessage>
      )}
      {view.loading && !view.firstLoad && <Spinner size="tiny" labelPosition="after" label={t('cards.updating')} />}

      {view.firstLoad && (
        <Skeleton aria-label={t('cards.loading')} className={styles.grid}>
          {[0, 1].map((n) => (
            <SkeletonItem key={n} className={styles.skeletonCard} />
          ))}
        </Skeleton>
      )}

      {view.empty && (
        <div className={styles.empty}>
          <Title2 as="h2" className={styles.title}>
            {t('cards.empty.title')}
          </Title2>
          <Body1>{t('cards.empty.body')}</Body1>
        </div>
      )}

      {!view.firstLoad && !view.empty && !view.failure && (
        <ul className={styles.grid} aria-label={t('cards.listLabel')}>
          {view.cards.map((card) => (
            <li key={card.id}>
              <SavedCardItem
                card={card}
                busy={view.busy}
                restoreFocus={restoreFocus}
                onRename={view.openNaming}
                onDelete={view.askDelete}
                onMakePrimary={view.makePrimary}
              />
            </li>
          ))}
        </ul>
      )}

      <CardNameDialog card={view.naming} onClose={view.closeNaming} onSaved={view.renamed} />
      <DeleteCardDialog card={view.pending} deleting={view.deleting} onConfirm={view.confirmDelete} onCancel={view.cancelDelete} />
    </section>
  );
}
