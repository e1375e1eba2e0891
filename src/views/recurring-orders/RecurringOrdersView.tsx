import { Body1, Link, Skeleton, SkeletonItem, Spinner, Title1, Title2 } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { RecurringOrdersEvent, recurringOrdersMachine, RecurringOrdersSnapshot } from '../../../machines/recurring-orders.machine';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { usePageStyles } from '../common/page.styles';
import { useAppLink } from '../common/useAppLink';
import { RecurringConfirmDialog } from './RecurringConfirmDialog';
import { RecurringOrderCard } from './RecurringOrderCard';
import { RecurringOrderDialog } from './RecurringOrderDialog';

export type RecurringOrdersActor = ActorRefFrom<typeof recurringOrdersMachine>;

const selectStatus = (s: RecurringOrdersSnapshot) => ({
  loading: s.matches('loading'),
  busy: s.hasTag('busy'),
  failure: s.context.failure,
  refusal: s.context.refusal,
  notice: s.context.notice,
  orders: s.context.orders,
  editing: s.matches({ ready: 'editing' }),
  editingId: s.context.editingId,
  seed: s.context.seed,
  pending: s.matches({ ready: 'confirming' }) || s.matches({ ready: 'deleting' }) || s.matches({ ready: 'skipping' }) ? s.context.pending : null,
  confirmBusy: s.matches({ ready: 'deleting' }) || s.matches({ ready: 'skipping' }),
  draft: s.context.draft,
  savingLines: s.matches({ ready: 'savingLines' }),
});

/** Pedidos recurrentes drawn from its machine, whose effects the caller provides. */
export function RecurringOrdersView({ actor }: { actor: RecurringOrdersActor }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const link = useAppLink();
  const s = useSelector(actor, selectStatus, shallowEqual);
  const send = useCallback((event: RecurringOrdersEvent) => actor.send(event), [actor]);
  const firstLoad = s.loading && s.orders.length === 0;
  const dismiss = { label: t('recurringOrders.dismiss'), onDismiss: () => send({ type: 'recurringOrders.dismiss' }) };
  const editedOrder = s.orders.find((order) => order.id === s.editingId) ?? null;
  const pendingName =
    s.pending?.kind === 'delete'
      ? (s.orders.find((order) => order.id === s.pending?.id)?.name ?? '')
      : (s.orders.find((order) => order.upcoming?.id === s.pending?.id)?.name ?? '');

  return (
    <section className={page.page} aria-labelledby="recurring-orders-title" aria-busy={s.busy}>
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="recurring-orders-title" className={page.title}>
            {t('recurringOrders.title')}
          </Title1>
          <Body1>{t('recurringOrders.subtitle')}</Body1>
        </div>
      </div>

      {s.failure && (
        <PageMessage intent="error" action={{ label: t('recurringOrders.retry'), onClick: () => send({ type: 'recurringOrders.retry' }) }}>
          {t('recurringOrders.loadFailed')} {describeFailure(t, s.failure)}
        </PageMessage>
      )}
      {s.refusal && !s.draft && (
        <PageMessage intent="error" dismiss={dismiss}>
          {t('recurringOrders.refused')} {describeFailure(t, s.refusal)}
        </PageMessage>
      )}
      {s.notice && (
        <PageMessage intent="success" dismiss={dismiss}>
          {t(`recurringOrders.notices.${s.notice}`)}
        </PageMessage>
      )}
      {s.loading && !firstLoad && <Spinner size="tiny" labelPosition="after" label={t('recurringOrders.updating')} />}
      {firstLoad && (
        <Skeleton aria-label={t('recurringOrders.loading')}>
          <SkeletonItem size={128} />
          <SkeletonItem size={128} />
        </Skeleton>
      )}
      {!s.loading && !s.failure && s.orders.length === 0 && (
        <div className={page.empty}>
          <Title2 as="h2">{t('recurringOrders.empty.title')}</Title2>
          <Body1>{t('recurringOrders.empty.body')}</Body1>
          <Link {...link(paths.orderGuide)}>{t('recurringOrders.empty.guide')}</Link>
          <Link {...link(paths.orders)}>{t('recurringOrders.empty.orders')}</Link>
        </div>
      )}
      {!firstLoad && !s.failure && s.orders.length > 0 && (
        <ul className={page.grid} aria-label={t('recurringOrders.listLabel')}>
          {s.orders.map((order) => (
            <li key={order.id}>
              <RecurringOrderCard
                order={order}
                busy={s.busy}
                draft={s.draft?.occurrenceId === order.upcoming?.id ? s.draft : null}
                savingLines={s.savingLines}
                linesRefusal={s.draft?.occurrenceId === order.upcoming?.id ? s.refusal : null}
                send={send}
              />
            </li>
          ))}
        </ul>
      )}
      <RecurringOrderDialog
        open={s.editing}
        order={editedOrder}
        seed={s.seed}
        onClose={() => send({ type: 'recurringOrders.closeForm' })}
        onSaved={(order) => send({ type: 'recurringOrders.saved', order })}
      />
      <RecurringConfirmDialog pending={s.pending} name={pendingName} busy={s.confirmBusy} send={send} />
    </section>
  );
}
