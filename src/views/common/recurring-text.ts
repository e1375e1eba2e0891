import type { TFunction } from 'i18next';
import type { Occurrence, RecurringOrder } from '../../../contract/recurring-orders';
import { formatDay, formatSantiagoDay, santiagoWallClock, weekday } from '../../../machines/rules/calendar';

/** A date as a buyer reads it: "jueves 03-12-2026". */
export const dayText = (t: TFunction, day: string) => t('recurringOrders.dayWithDate', { weekday: t(`recurringOrders.weekdays.${weekday(day) || 7}`), date: formatDay(day) });

/** The delivery days and how often: "lunes, jueves · cada semana". */
export const scheduleText = (t: TFunction, order: Pick<RecurringOrder, 'weekdays' | 'frequency'>) =>
  `${order.weekdays.map((day) => t(`recurringOrders.weekdays.${day}`)).join(', ')} · ${t(`recurringOrders.frequency.${order.frequency}`)}`;

export const cutoffText = (t: TFunction, occurrence: Occurrence) => {
  const clock = santiagoWallClock(new Date(occurrence.cutoff_at));
  return t('recurringOrders.upcoming.until', { date: formatSantiagoDay(occurrence.cutoff_at), time: `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}` });
};
