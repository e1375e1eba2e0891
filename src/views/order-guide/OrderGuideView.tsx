import { Body1, Button, Link, Skeleton, SkeletonItem, Spinner, Subtitle2, Title1, Title2 } from '@fluentui/react-components';
import { Cart20Regular } from '@fluentui/react-icons/svg/cart';
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { ORDER_GUIDE_DAYS } from '../../../contract/order-guide';
import { formatClp } from '../../../machines/rules/money';
import { chargedUnitPrice, lineNet } from '../../../machines/rules/totals';
import { guideAdditions, type OrderGuideEvent, type orderGuideMachine, type OrderGuideSnapshot } from '../../../machines/order-guide.machine';
import { useCheckout } from '../../kernel/checkout-context';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { usePageStyles } from '../common/page.styles';
import { ShopTabs } from '../common/ShopTabs';
import { useSummaryBarStyles } from '../common/summaryBar.styles';
import { useAppLink } from '../common/useAppLink';
import { GuideLineCard } from './GuideLineCard';
import { SaveAsRecurringButton } from '../common/SaveAsRecurringButton';

export type OrderGuideActor = ActorRefFrom<typeof orderGuideMachine>;

const selectStatus = (s: OrderGuideSnapshot) => ({
  loading: s.matches('loading'),
  busy: s.hasTag('busy') || s.matches({ loaded: 'adding' }),
  failure: s.context.failure,
  choiceFailure: s.context.choiceFailure,
  outcome: s.context.outcome,
  guide: s.context.guide,
  quantities: s.context.quantities,
  skipped: s.context.skipped,
});

/** Mis habituales drawn from its machine, whose effects the caller provides. */
export function OrderGuideView({ actor }: { actor: OrderGuideActor }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const bar = useSummaryBarStyles();
  const link = useAppLink();
  const checkout = useCheckout();
  const isClubMember = useSelector(checkout ?? undefined, (s) => s?.context.isClubMember ?? false);
  const { loading, busy, failure, choiceFailure, outcome, guide, quantities, skipped } = useSelector(actor, selectStatus, shallowEqual);
  const send = useCallback((event: OrderGuideEvent) => actor.send(event), [actor]);
  const lines = guide?.lines ?? [];
  const firstLoad = loading && guide === null;
  const additions = guideAdditions({ guide, quantities, skipped });
  const total = additions.reduce((sum, { product, quantity = 0 }) => sum + lineNet(quantity, chargedUnitPrice({ ...product, quantity }, isClubMember)), 0);

  return (
    <section className={page.page} aria-labelledby="order-guide-title" aria-busy={busy}>
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="order-guide-title" className={page.title}>
            {t('orderGuide.title')}
          </Title1>
          <Body1>{t('orderGuide.subtitle', { days: ORDER_GUIDE_DAYS })}</Body1>
        </div>
      </div>
      <ShopTabs current="orderGuide" />

      {failure && (
        <PageMessage intent="error" action={{ label: t('orderGuide.retry'), onClick: () => send({ type: 'orderGuide.retry' }) }}>
          {t('orderGuide.loadFailed')} {describeFailure(t, failure)}
        </PageMessage>
      )}
      {firstLoad && (
        <Skeleton aria-label={t('orderGuide.loading')}>
          <SkeletonItem size={48} />
          <SkeletonItem size={128} />
          <SkeletonItem size={128} />
        </Skeleton>
      )}
      {guide !== null && lines.length === 0 && (
        <div className={page.empty}>
          <Title2 as="h2">{t('orderGuide.empty.title')}</Title2>
          <Body1>{t('orderGuide.empty.body', { days: ORDER_GUIDE_DAYS })}</Body1>
          <Link {...link(paths.catalogue)}>{t('orderGuide.empty.catalogue')}</Link>
        </div>
      )}
      {lines.length > 0 && (
        <>
          <div className={bar.bar}>
            <div className={bar.summary} role="status">
              <Subtitle2>{t('orderGuide.summary.lines', { count: additions.length })}</Subtitle2>
              <Body1>{t('orderGuide.summary.total', { total: formatClp(total) })}</Body1>
            </div>
            <Button
              appearance="primary"
              className={page.action}
              icon={<Cart20Regular />}
              disabled={busy || additions.length === 0 || !checkout}
              onClick={() => send({ type: 'orderGuide.addToCart' })}
            >
              {t('orderGuide.addToCart')}
            </Button>
            <SaveAsRecurringButton
              lines={additions.map(({ product, quantity = 0 }) => ({ product_id: product.id, name: product.product_name, uom: product.unit ?? 'un', quantity }))}
            />
          </div>
          {busy && !loading && <Spinner size="tiny" labelPosition="after" label={t('orderGuide.saving')} />}
          {outcome === 'added' && (
            <PageMessage intent="success" dismiss={{ label: t('orderGuide.dismiss'), onDismiss: () => send({ type: 'orderGuide.dismiss' }) }}>
              {t('orderGuide.added')} <Link {...link(paths.checkout)}>{t('orderGuide.goToCart')}</Link>
            </PageMessage>
          )}
          {outcome === 'refused' && (
            <PageMessage intent="error" dismiss={{ label: t('orderGuide.dismiss'), onDismiss: () => send({ type: 'orderGuide.dismiss' }) }}>
              {t('orderGuide.refused')}
            </PageMessage>
          )}
          {choiceFailure && (
            <PageMessage intent="error" dismiss={{ label: t('orderGuide.dismiss'), onDismiss: () => send({ type: 'orderGuide.dismiss' }) }}>
              {t('orderGuide.choiceFailed')} {describeFailure(t, choiceFailure)}
            </PageMessage>
          )}
          <ul className={page.grid} aria-label={t('orderGuide.listLabel')}>
            {lines.map((line) => (
              <li key={line.product.id}>
                <GuideLineCard
                  line={line}
                  quantity={quantities[line.product.id] ?? line.usual_quantity}
                  skipped={skipped.includes(line.product.id)}
                  isClubMember={isClubMember}
                  busy={busy}
                  send={send}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
