import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RecurringOrder } from '../../../contract/recurring-orders';
import { useEffects } from '../../kernel/effects';
import { paths } from '../../kernel/paths';
import { useFirstPaintBehind } from './AfterFirstPaint';
import { cutoffText, dayText } from './recurring-text';
import { useAppLink } from './useAppLink';
import { useMayDo } from './useMayBuy';
import { useResource } from './useResource';

/** The company's soonest delivery among its active recurring orders, and the order it comes from. */
export function soonestRecurring(orders: readonly RecurringOrder[]) {
  const dates = orders.flatMap((order) => {
    const date = order.upcoming?.delivery_date ?? order.next_date;
    return order.state === 'active' && date ? [{ order, date }] : [];
  });
  return dates.sort((a, b) => a.date.localeCompare(b.date))[0] ?? null;
}

/**
 * The next recurring order, on the dashboard: its name, its date and, once prepared, until when it can
 * be changed, with a link to Pedidos recurrentes. Read after the first paint, for the roles that use
 * them; nothing is shown without one, nor when the read fails (the page itself says so).
 */
export function NextRecurringNotice() {
  const mayDo = useMayDo();
  const behind = useFirstPaintBehind();
  return mayDo('recurringOrders.manage') && behind ? <NextRecurring /> : null;
}

function NextRecurring() {
  const { t } = useTranslation();
  const link = useAppLink();
  const { data } = useResource(useEffects().reads.recurringOrders, { request: undefined, unavailable: { code: 'network' }, logText: 'next recurring order' });
  const next = soonestRecurring(data ?? []);
  if (!next) return null;
  const { order, date } = next;
  const upcoming = order.upcoming?.state === 'scheduled' ? order.upcoming : null;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {t('recurringOrders.banner.next', { name: order.name, date: dayText(t, date) })} {upcoming && `${cutoffText(t, upcoming)} `}
        <Link {...link(paths.recurringOrders)}>{t('recurringOrders.banner.review')}</Link>
      </MessageBarBody>
    </MessageBar>
  );
}
