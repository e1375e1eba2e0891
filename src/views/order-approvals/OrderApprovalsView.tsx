import { Body1, Skeleton, SkeletonItem, Spinner, Title1, Title2 } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { approvalParam, type ApprovalSummary } from '../../../contract/order-approvals';
import { parseId } from '../../../contract/params';
import type { orderApprovalsMachine, OrderApprovalsSnapshot } from '../../../machines/order-approvals.machine';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { usePageStyles } from '../common/page.styles';
import { useMayDo, useRoleKnown } from '../common/useMayBuy';
import { useOpenedOnce } from '../common/useOpenedOnce';
import { ApprovalCard } from './ApprovalCard';

export type OrderApprovalsActor = ActorRefFrom<typeof orderApprovalsMachine>;

// A request's detail comes with the first one opened (or an address that names one, as the e-mails do).
const ApprovalDetailDrawer = lazy(() => import('./ApprovalDetailDrawer').then((module) => ({ default: module.ApprovalDetailDrawer })));

const selectStatus = (s: OrderApprovalsSnapshot) => ({
  loading: s.matches('loading'),
  busy: s.hasTag('busy'),
  failure: s.context.failure,
  rows: s.context.rows,
});

/**
 * The approvals page drawn from its machine: an admin's are the company's requests to decide, a buyer's
 * the ones they sent. The open request lives in the address (`?solicitud=<id>`): opening a card adds it,
 * closing the detail removes it, so back, forward and a reload keep it.
 */
export function OrderApprovalsView({ actor }: { actor: OrderApprovalsActor }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const mayApprove = useMayDo()('purchase.approve');
  const { loading, busy, failure, rows } = useSelector(actor, selectStatus, shallowEqual);
  const firstLoad = loading && rows.length === 0;
  const [params, setParams] = useSearchParams();
  const openId = parseId(params.get(approvalParam));
  const detailOpened = useOpenedOnce(openId !== null);
  const own = mayApprove ? '' : 'Own';
  // Until the profile says whose requests these are, the navigation's own word for the page.
  const roleKnown = useRoleKnown();

  const open = useCallback(
    (row: ApprovalSummary) =>
      setParams((current) => {
        current.set(approvalParam, String(row.id));
        return current;
      }),
    [setParams],
  );
  const close = () =>
    setParams((current) => {
      current.delete(approvalParam);
      return current;
    });

  return (
    <section className={page.page} aria-labelledby="order-approvals-title" aria-busy={busy}>
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="order-approvals-title" className={page.title}>
            {roleKnown ? t(`orderApprovals.title${own}`) : t('nav.items.orderApprovals')}
          </Title1>
          <Body1>{roleKnown ? t(`orderApprovals.subtitle${own}`) : '\u00a0'}</Body1>
        </div>
      </div>

      {failure && (
        <PageMessage intent="error" action={{ label: t('orderApprovals.retry'), onClick: () => actor.send({ type: 'orderApprovals.retry' }) }}>
          {t('orderApprovals.loadFailed')} {describeFailure(t, failure)}
        </PageMessage>
      )}
      {loading && !firstLoad && <Spinner size="tiny" labelPosition="after" label={t('orderApprovals.updating')} />}
      {firstLoad && (
        <Skeleton aria-label={t('orderApprovals.loading')}>
          <SkeletonItem />
          <SkeletonItem />
        </Skeleton>
      )}
      {!loading && !failure && rows.length === 0 && (
        <div className={page.empty}>
          <Title2 as="h2">{t(`orderApprovals.empty${own}`)}</Title2>
        </div>
      )}
      {!firstLoad && !failure && rows.length > 0 && (
        <ul className={page.grid} aria-label={t('orderApprovals.list')}>
          {rows.map((row) => (
            <li key={row.id}>
              <ApprovalCard row={row} actor={actor} mayApprove={mayApprove} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      {detailOpened && (
        <Suspense fallback={null}>
          <ApprovalDetailDrawer id={openId} listActor={actor} mayApprove={mayApprove} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
