import { Badge, Body1, Button, Caption1, Card, Link, mergeClasses, Subtitle2 } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons/svg/delete';
import { Edit20Regular } from '@fluentui/react-icons/svg/edit';
import { Pause20Regular } from '@fluentui/react-icons/svg/pause';
import { Play20Regular } from '@fluentui/react-icons/svg/play';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Occurrence, RecurringOrder } from '../../../contract/recurring-orders';
import { formatClp } from '../../../machines/rules/money';
import type { LinesDraft, RecurringOrdersEvent } from '../../../machines/recurring-orders.machine';
import type { Failure } from '../../../machines/failure';
import { orderPath } from '../../kernel/drill-down-paths';
import { usePageStyles } from '../common/page.styles';
import { quantityText } from '../common/quantity-text';
import { useAppLink } from '../common/useAppLink';
import { OccurrenceLinesEditor } from './OccurrenceLinesEditor';
import { cutoffText, dayText, scheduleText } from '../common/recurring-text';
import { useRecurringStyles } from './recurringOrders.styles';

interface RecurringOrderCardProps {
  order: RecurringOrder;
  busy: boolean;
  /** The prepared date's lines being changed, when they are this order's. */
  draft: LinesDraft | null;
  savingLines: boolean;
  linesRefusal: Failure | null;
  send: (event: RecurringOrdersEvent) => void;
}

/** One recurring order: when and where it delivers, how it pays, its prepared date and its last one. */
export const RecurringOrderCard = memo(function RecurringOrderCard({ order, busy, draft, savingLines, linesRefusal, send }: RecurringOrderCardProps) {
  const { t } = useTranslation();
  const styles = useRecurringStyles();
  const page = usePageStyles();
  const link = useAppLink();
  const paused = order.state === 'paused';
  const upcoming = order.upcoming;
  const last = order.last;
  const titleId = `recurring-${order.id}-title`;
  return (
    <Card className={mergeClasses(styles.card, paused && styles.paused)} aria-labelledby={titleId}>
      <div className={page.cardTitle}>
        <Subtitle2 as="h2" id={titleId} className={page.title}>
          <bdi>{order.name}</bdi>
        </Subtitle2>
        <Badge appearance="tint" color={paused ? 'warning' : 'success'}>
          {t(`recurringOrders.state.${order.state}`)}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('recurringOrders.facts.days')}</dt>
          <dd className={styles.detail}>{scheduleText(t, order)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('recurringOrders.facts.next')}</dt>
          <dd className={styles.detail}>{order.next_date ? dayText(t, order.next_date) : t('recurringOrders.facts.noNext')}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('recurringOrders.facts.delivery')}</dt>
          <dd className={styles.detail}>{order.retiro_en_tienda ? t('recurringOrders.facts.pickup') : <bdi>{order.address}</bdi>}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('recurringOrders.facts.payment')}</dt>
          <dd className={styles.detail}>
            <bdi>{order.payment_method}</bdi>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('recurringOrders.facts.lines')}</dt>
          <dd className={styles.detail}>{t('recurringOrders.facts.lineCount', { count: order.lines.length })}</dd>
        </div>
      </dl>

      {upcoming && (
        <section className={styles.date} aria-label={t('recurringOrders.upcoming.title', { date: dayText(t, upcoming.delivery_date) })}>
          <Body1 as="h3" className={page.title}>
            <strong>{t('recurringOrders.upcoming.title', { date: dayText(t, upcoming.delivery_date) })}</strong>
          </Body1>
          {upcoming.state === 'paying' ? (
            <Body1>{t('recurringOrders.upcoming.paying')}</Body1>
          ) : (
            <Caption1>{cutoffText(t, upcoming)}</Caption1>
          )}
          {draft ? (
            <OccurrenceLinesEditor draft={draft} saving={savingLines} refusal={linesRefusal} send={send} />
          ) : (
            <>
              <ul className={styles.lines}>
                {upcoming.lines.map((line) => (
                  <li key={line.product_id}>
                    {quantityText(t, line.quantity, line.uom)} × <bdi translate="no">{line.name}</bdi>: {formatClp(line.subtotal)}
                  </li>
                ))}
              </ul>
              <Body1>{t('recurringOrders.upcoming.net', { net: formatClp(upcoming.net) })}</Body1>
            </>
          )}
          {upcoming.left_out.length > 0 && (
            <div role="note">
              <Body1>{t('recurringOrders.upcoming.leftOut')}</Body1>
              <LeftOutList lines={upcoming.left_out} />
            </div>
          )}
          {upcoming.state === 'scheduled' && !draft && (
            <div className={page.actions}>
              <Button className={page.action} disabled={busy} onClick={() => send({ type: 'recurringOrders.editLines', occurrenceId: upcoming.id })}>
                {t('recurringOrders.upcoming.change')}
              </Button>
              <Button className={page.action} disabled={busy} onClick={() => send({ type: 'recurringOrders.skip', occurrenceId: upcoming.id })}>
                {t('recurringOrders.upcoming.skip')}
              </Button>
            </div>
          )}
        </section>
      )}

      {last?.state === 'placed' && last.left_out.length > 0 && (
        <div role="note">
          <Body1>{t('recurringOrders.last.leftOut')}</Body1>
          <LeftOutList lines={last.left_out} />
        </div>
      )}
      {last && (
        <Body1 role={last.state === 'failed' || last.state === 'missed' ? 'note' : undefined}>
          {last.state === 'placed' && last.order_id !== null ? (
            <>
              {t('recurringOrders.last.placed', { date: dayText(t, last.delivery_date) })} <Link {...link(orderPath(last.order_id))}>{last.order_name}</Link>
            </>
          ) : (
            t(`recurringOrders.last.${last.state}`, { date: dayText(t, last.delivery_date), reason: last.message ?? '' })
          )}
        </Body1>
      )}

      <div className={page.actions}>
        <Button className={page.action} icon={<Edit20Regular />} disabled={busy} onClick={() => send({ type: 'recurringOrders.edit', id: order.id })}>
          {t('recurringOrders.actions.edit')}
        </Button>
        {paused ? (
          <Button className={page.action} icon={<Play20Regular />} disabled={busy} onClick={() => send({ type: 'recurringOrders.resume', id: order.id })}>
            {t('recurringOrders.actions.resume')}
          </Button>
        ) : (
          <Button className={page.action} icon={<Pause20Regular />} disabled={busy} onClick={() => send({ type: 'recurringOrders.pause', id: order.id })}>
            {t('recurringOrders.actions.pause')}
          </Button>
        )}
        <Button
          className={page.action}
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={t('recurringOrders.actions.deleteNamed', { name: order.name })}
          disabled={busy}
          onClick={() => send({ type: 'recurringOrders.delete', id: order.id })}
        >
          {t('recurringOrders.actions.delete')}
        </Button>
      </div>
    </Card>
  );
});

/** The saved lines a date could not serve, each with why. */
function LeftOutList({ lines }: { lines: Occurrence['left_out'] }) {
  const styles = useRecurringStyles();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.product_id}>
          <bdi translate="no">{line.name}</bdi>: {line.reason}
        </li>
      ))}
    </ul>
  );
}
