import {
  Badge,
  Body1,
  Button,
  Caption1,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Link,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Title3,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons/svg/dismiss';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ApprovalDetail } from '../../../contract/order-approvals';
import type { orderApprovalMachine, OrderApprovalSnapshot } from '../../../machines/order-approval.machine';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { orderPath } from '../../kernel/drill-down-paths';
import { describeFailure } from '../common/describe-failure';
import { useRuledListStyles } from '../common/lists/ruledList.styles';
import { quantityText } from '../common/quantity-text';
import { useAppLink } from '../common/useAppLink';
import { expiryText, isDecided, reasonText, sentAtText, stateBadgeColor } from './approval-text';
import { DecidedBy } from './DecidedBy';
import { stepOf, type ApprovalStep } from './approval-step';
import { ApprovalActions } from './ApprovalActions';
import { ApprovalNews } from './ApprovalNews';
import { useApprovalStyles } from './orderApprovals.styles';
import type { OrderApprovalsActor } from './OrderApprovalsView';
import { RejectDialog } from './RejectDialog';

export type OrderApprovalActor = ActorRefFrom<typeof orderApprovalMachine>;

const select = (s: OrderApprovalSnapshot) => ({
  step: stepOf(s),
  detail: s.context.detail,
  failure: s.context.failure,
  placed: s.context.placed,
});

/**
 * Steps that follow a decision taken here, whose control is gone: what they say takes the focus, so it is
 * read and seen. Leaving the reason's dialog is not one: the dialog gives the focus back to its opener.
 */
const newsSteps: readonly ApprovalStep[] = ['pricesChanged', 'loadingDates', 'choosingDate', 'approveFailed', 'payFailed', 'placed', 'rejected', 'expired', 'waiting'];

interface ApprovalDetailViewProps {
  actor: OrderApprovalActor;
  listActor: OrderApprovalsActor;
  mayApprove: boolean;
  onClose: () => void;
}

/** One request: how it stands, what changed when approving it, what it asks for, and the decision. */
export function ApprovalDetailView({ actor, listActor, mayApprove, onClose }: ApprovalDetailViewProps) {
  const { t } = useTranslation();
  const styles = useApprovalStyles();
  const { step, detail, failure, placed } = useSelector(actor, select, shallowEqual);
  const news = useRef<HTMLDivElement>(null);
  const decided = useRef(false);
  const previous = useRef(step);
  const [date, setDate] = useState<string | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step === 'approving' || step === 'rejecting') decided.current = true;
    else if (decided.current && before !== 'confirmingReject' && newsSteps.includes(step)) news.current?.focus();
  }, [step]);

  const title = detail ? t('orderApprovals.detail.title', { name: detail.requested_by.name }) : t('orderApprovals.detail.titleLoading');
  return (
    <>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('orderApprovals.detail.close')} icon={<Dismiss20Regular />} onClick={onClose} />}>
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      {/* Focusable, so a keyboard reaches its scroll when a long request runs past the screen. */}
      <DrawerBody tabIndex={0} role="region" aria-label={title}>
        {step === 'failed' && failure && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              {t('orderApprovals.detail.loadFailed')} {describeFailure(t, failure)}
            </MessageBarBody>
            {/* An id the company has no request under stays so: only another failure may pass a second time. */}
            {failure.code !== 'not_found' && (
              <MessageBarActions>
                <Button onClick={() => actor.send({ type: 'orderApproval.retry' })}>{t('orderApprovals.retry')}</Button>
              </MessageBarActions>
            )}
          </MessageBar>
        )}
        {step === 'loading' && <Spinner size={detail ? 'tiny' : 'medium'} labelPosition="after" label={t(detail ? 'orderApprovals.updating' : 'orderApprovals.detail.loading')} />}
        {detail && (
          <div className={styles.body}>
            <div ref={news} tabIndex={-1} className={styles.news}>
              <ApprovalStatus detail={detail} placed={placed} />
              <ApprovalNews step={step} detail={detail} failure={failure} placed={placed} actor={actor} date={date} onDate={setDate} />
            </div>
            <ApprovalFacts detail={detail} />
          </div>
        )}
      </DrawerBody>
      {detail && (
        <DrawerFooter className={styles.footer}>
          <ApprovalActions step={step} detail={detail} actor={actor} listActor={listActor} mayApprove={mayApprove} date={date} />
        </DrawerFooter>
      )}
      {detail && <RejectDialog step={step} requester={detail.requested_by.name} failure={failure} actor={actor} />}
    </>
  );
}

/** Its state, and what goes with it: until when it waits, who decided and when, the order it placed, why it was rejected. */
function ApprovalStatus({ detail, placed }: { detail: ApprovalDetail; placed: OrderApprovalSnapshot['context']['placed'] }) {
  const { t } = useTranslation();
  const styles = useApprovalStyles();
  const link = useAppLink();
  const state = placed ? 'placed' : detail.state;
  const order = placed ? { id: placed.order_id, name: placed.name } : detail.order;
  const decided = !placed && isDecided(detail);
  return (
    <div className={styles.section}>
      <div className={styles.status}>
        <Badge appearance="tint" color={stateBadgeColor[state]}>
          {t(`orderApprovals.state.${state}`)}
        </Badge>
        {(state === 'waiting' || state === 'expired') && <Body1>{expiryText(t, detail)}</Body1>}
        {decided && (
          <Body1>
            <DecidedBy row={detail} />
          </Body1>
        )}
      </div>
      {state === 'waiting' && !detail.can_decide && <Body1>{t('orderApprovals.detail.waitingOwn')}</Body1>}
      {state === 'expired' && <Body1>{t('orderApprovals.detail.expiredNote')}</Body1>}
      {state === 'rejected' && detail.rejection_reason && (
        <Body1>
          <Trans i18nKey="orderApprovals.detail.rejectionReason" values={{ reason: detail.rejection_reason }} components={{ reason: <bdi translate="no" /> }} />
        </Body1>
      )}
      {state === 'placed' && order && (
        <Body1>
          <Link {...link(orderPath(order.id))} className={styles.soleLink}>
            {t('orderApprovals.detail.orderLink', { name: order.name })}
          </Link>
        </Body1>
      )}
    </div>
  );
}

/** Why it waits, who sent it, when and where it delivers, how it pays, its lines and its totals. */
function ApprovalFacts({ detail }: { detail: ApprovalDetail }) {
  const { t } = useTranslation();
  const styles = useApprovalStyles();
  const ruled = useRuledListStyles();
  const linesId = useId();
  const totalsId = useId();
  const facts: [string, string][] = [
    [t('orderApprovals.facts.reason'), reasonText(t, detail)],
    [t('orderApprovals.detail.requester'), detail.requested_by.name],
    [t('orderApprovals.facts.sent'), sentAtText(detail.created_at)],
    [t('orderApprovals.detail.date'), formatDay(detail.scheduled_date)],
    [t('orderApprovals.detail.delivery'), detail.pickup || detail.shipping_address === null ? t('orderApprovals.detail.pickup') : detail.shipping_address],
    [t('orderApprovals.detail.payment'), detail.payment_method.name],
    [t('orderApprovals.detail.purchaseOrder'), detail.customer_order_number ?? t('orderApprovals.detail.noPurchaseOrder')],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby={linesId} className={styles.section}>
        <Title3 as="h3" id={linesId} className={styles.sectionTitle}>
          {t('orderApprovals.detail.lines')}
        </Title3>
        <ul className={ruled.list} aria-labelledby={linesId}>
          {detail.lines.map((line) => (
            <li key={line.product_id} className={ruled.row}>
              <span className={styles.product}>
                <bdi className={styles.productName} translate="no">
                  {line.name}
                </bdi>
                <Caption1>{t('orderApprovals.detail.code', { code: line.default_code })}</Caption1>
                <Caption1>{t('orderApprovals.detail.unitPrice', { quantity: quantityText(t, line.quantity, line.uom), price: formatClp(line.price_unit) })}</Caption1>
              </span>
              <bdi className={styles.amount}>{formatClp(line.subtotal)}</bdi>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={totalsId} className={styles.section}>
        <Title3 as="h3" id={totalsId} className={styles.sectionTitle}>
          {t('orderApprovals.detail.totals')}
        </Title3>
        <dl className={styles.totals}>
          <TotalLine term={t('orderApprovals.detail.net')} amount={detail.amount_untaxed} />
          <TotalLine term={t('orderApprovals.detail.shipping')} amount={detail.amount_shipping} />
          <TotalLine term={t('orderApprovals.detail.tax')} amount={detail.amount_tax} />
          <TotalLine term={t('orderApprovals.detail.total')} amount={detail.amount_total} strong />
        </dl>
      </section>
    </>
  );
}

function TotalLine({ term, amount, strong = false }: { term: string; amount: number; strong?: boolean }) {
  const styles = useApprovalStyles();
  return (
    <div className={styles.totalLine}>
      <dt className={mergeClasses(strong && styles.total)}>{term}</dt>
      <dd className={mergeClasses(styles.amount, styles.end, strong && styles.total)}>
        <bdi>{formatClp(amount)}</bdi>
      </dd>
    </div>
  );
}
