import { Body1, Button, Link, Spinner, Subtitle2, Title1 } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons/svg/arrow-left';
import { Cart20Regular } from '@fluentui/react-icons/svg/cart';
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatClp } from '../../../machines/rules/money';
import { formatQuantity } from '../../../machines/rules/quantity';
import { chargedUnitPrice, lineNet } from '../../../machines/rules/totals';
import { quickOrderAdditions, shownLines, type QuickOrderEvent, type quickOrderMachine, type QuickOrderSnapshot } from '../../../machines/quick-order.machine';
import { useCheckout } from '../../kernel/checkout-context';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { usePageStyles } from '../common/page.styles';
import { ShopTabs } from '../common/ShopTabs';
import { useSummaryBarStyles } from '../common/summaryBar.styles';
import { useAppLink } from '../common/useAppLink';
import { QuickOrderInput } from './QuickOrderInput';
import { QuickOrderLine } from './QuickOrderLine';
import { useQuickOrderStyles } from './quickOrder.styles';

export type QuickOrderActor = ActorRefFrom<typeof quickOrderMachine>;

/** Lines drawn at once: a 500-line file shows its first lines at once and the rest on request. */
const PAGE_LINES = 50;

const selectStatus = (s: QuickOrderSnapshot) => ({
  editing: s.matches('editing'),
  reading: s.matches('reading'),
  previewing: s.matches('previewing'),
  added: s.matches({ preview: 'added' }),
  adding: s.matches({ preview: 'adding' }),
  draft: s.context.draft,
  fileName: s.context.fileName,
  read: s.context.read,
  preview: s.context.preview,
  chosen: s.context.chosen,
  left: s.context.left,
  failure: s.context.failure,
  outcome: s.context.outcome,
});

/** Needing the buyer first (a name to choose, a line refused), then the good ones, each in the order written. */
const attentionOrder = { ambiguous: 0, refused: 1, ready: 2 } as const;

/** Pedido rápido drawn from its machine, whose effects the caller provides. */
export function QuickOrderView({ actor }: { actor: QuickOrderActor }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const styles = useQuickOrderStyles();
  const bar = useSummaryBarStyles();
  const link = useAppLink();
  const checkout = useCheckout();
  const isClubMember = useSelector(checkout ?? undefined, (s) => s?.context.isClubMember ?? false);
  const status = useSelector(actor, selectStatus, shallowEqual);
  const { editing, reading, previewing, added, adding, draft, fileName, read, preview, chosen, left, failure, outcome } = status;
  const send = useCallback((event: QuickOrderEvent) => actor.send(event), [actor]);
  const [shownCount, setShownCount] = useState(PAGE_LINES);

  const lines = useMemo(() => shownLines({ preview, chosen, left }), [preview, chosen, left]);
  const ordered = useMemo(() => [...lines].sort((a, b) => attentionOrder[a.status] - attentionOrder[b.status] || a.line.row - b.line.row), [lines]);
  const additions = useMemo(() => quickOrderAdditions({ preview, chosen, left }), [preview, chosen, left]);
  const total = additions.reduce((sum, { product, quantity = 0 }) => sum + lineNet(quantity, chargedUnitPrice({ ...product, quantity }, isClubMember)), 0);
  const counts = { ready: lines.filter((line) => line.status === 'ready').length, ambiguous: lines.filter((line) => line.status === 'ambiguous').length, refused: lines.filter((line) => line.status === 'refused').length };

  return (
    <section className={page.page} aria-labelledby="quick-order-title" aria-busy={reading || previewing}>
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="quick-order-title" className={page.title}>
            {t('quickOrder.title')}
          </Title1>
          <Body1>{t('quickOrder.subtitle')}</Body1>
        </div>
      </div>
      <ShopTabs current="quickOrder" />

      {failure && (
        <PageMessage intent="error" dismiss={{ label: t('quickOrder.dismiss'), onDismiss: () => send({ type: 'quickOrder.dismiss' }) }}>
          {t(fileName ? 'quickOrder.fileFailed' : 'quickOrder.readFailed', { file: fileName })} {describeFailure(t, failure)}
        </PageMessage>
      )}
      {(editing || reading || previewing) && <QuickOrderInput draft={draft} busy={reading || previewing} send={send} />}
      {(reading || previewing) && (
        <Spinner
          size="tiny"
          labelPosition="after"
          label={reading && fileName ? t('quickOrder.readingFile', { file: fileName }) : t('quickOrder.checking', { count: read?.lines.length ?? 0 })}
        />
      )}

      {preview && (
        <>
          <div className={bar.bar}>
            <div className={bar.summary} role="status">
              <Subtitle2>{t('quickOrder.summary.ready', { count: additions.length })}</Subtitle2>
              <Body1>
                {[
                  counts.ambiguous > 0 ? t('quickOrder.summary.ambiguous', { count: counts.ambiguous }) : null,
                  counts.refused > 0 ? t('quickOrder.summary.refused', { count: counts.refused }) : null,
                  t('quickOrder.summary.total', { total: formatClp(total) }),
                ]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </Body1>
            </div>
            <div className={bar.actions}>
              <Button className={page.action} icon={<ArrowLeft20Regular />} disabled={adding} onClick={() => send({ type: 'quickOrder.startOver' })}>
                {added ? t('quickOrder.newOrder') : t('quickOrder.edit')}
              </Button>
              {!added && (
                <Button
                  appearance="primary"
                  className={page.action}
                  icon={<Cart20Regular />}
                  disabled={adding || additions.length === 0 || !checkout}
                  onClick={() => send({ type: 'quickOrder.addToCart' })}
                >
                  {t('quickOrder.addToCart', { count: additions.length })}
                </Button>
              )}
            </div>
          </div>
          {read && read.total > read.lines.length && (
            <PageMessage intent="info">{t('quickOrder.cut', { kept: formatQuantity(read.lines.length), total: formatQuantity(read.total) })}</PageMessage>
          )}
          {outcome === 'added' && (
            <PageMessage intent="success">
              {t('quickOrder.added', { count: additions.length })} <Link {...link(paths.checkout)}>{t('quickOrder.goToCart')}</Link>
            </PageMessage>
          )}
          {outcome === 'refused' && (
            <PageMessage intent="error" dismiss={{ label: t('quickOrder.dismiss'), onDismiss: () => send({ type: 'quickOrder.dismiss' }) }}>
              {t('quickOrder.refused')}
            </PageMessage>
          )}
          <ol className={styles.lines} aria-label={t('quickOrder.listLabel')}>
            {ordered.slice(0, shownCount).map((shown) => (
              <QuickOrderLine key={shown.line.row} shown={shown} locked={adding || added} send={send} />
            ))}
          </ol>
          {ordered.length > shownCount && (
            <Button className={page.action} onClick={() => setShownCount((count) => count + PAGE_LINES)}>
              {t('quickOrder.showMore', { count: Math.min(PAGE_LINES, ordered.length - shownCount), left: formatQuantity(ordered.length - shownCount) })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
