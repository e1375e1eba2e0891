/**
 * When an order can be delivered (decisions.md, "Checkout, delivery, payment"): the next business day
 * when ordered before 14:00 Santiago time, otherwise the one after. Business days are every day but
 * Sunday and Chilean public holidays; Saturday delivers. The same dates serve store pickup.
 *
 * Pure functions of the instant "now": the time of day and the calendar are Santiago's, whatever the
 * machine's zone, so the cutoff follows Santiago's daylight saving changes.
 */
import type { PickupPoint } from '../../contract/delivery';
import { FREE_SHIPPING_FROM_NET, SHIPPING_NET, shippingFor } from '../../machines/rules/totals';
import { addDays, daysBetween, santiagoWallClock, weekday } from '../../machines/rules/calendar';
import { isHoliday } from './chile-holidays';

/** Orders placed at or after this time of day (Santiago) lose a day. */
export const CUTOFF_HOUR = 14;
export const CUTOFF_LABEL = '14:00';

/** The demo distributor's warehouse, where an order for store pickup is collected unless PICKUP_POINT names another. */
export const DEMO_PICKUP_POINT: PickupPoint = {
  street: 'Av. Américo Vespucio 1501, bodega 4',
  comuna: 'Quilicura',
  region: 'Región Metropolitana de Santiago',
  hours: [
    { days: 'weekdays', open: '08:00', close: '17:00' },
    { days: 'saturday', open: '09:00', close: '13:00' },
  ],
};
/** How many dates the checkout offers. */
const DELIVERY_DATES_OFFERED = 6;
/** The furthest a buyer may schedule, in days after the earliest date. */
const DELIVERY_HORIZON_DAYS = 60;

/** A day a truck goes out: not a Sunday and not a public holiday. */
export function isDeliveryDay(day: string): boolean {
  return weekday(day) !== 0 && !isHoliday(day);
}

/** The first delivery day strictly after `day`. */
function nextDeliveryDay(day: string): string {
  let next = addDays(day, 1);
  while (!isDeliveryDay(next)) next = addDays(next, 1);
  return next;
}

/** True when `now` is before 14:00 on Santiago's clocks. */
export function isBeforeCutoff(now: Date): boolean {
  return santiagoWallClock(now).hour < CUTOFF_HOUR;
}

/** The earliest delivery (or pickup) date for an order placed at `now`. */
export function earliestDeliveryDate(now: Date): string {
  const first = nextDeliveryDay(santiagoWallClock(now).date);
  return isBeforeCutoff(now) ? first : nextDeliveryDay(first);
}

/** The earliest date and the delivery days that follow it: `count` dates in all. */
export function deliveryDates(now: Date, count: number = DELIVERY_DATES_OFFERED): string[] {
  const dates = [earliestDeliveryDate(now)];
  while (dates.length < count) dates.push(nextDeliveryDay(dates[dates.length - 1]!));
  return dates;
}

/** Whether an order placed at `now` may ask for `day`: a delivery day, not before the earliest, within the horizon. */
export function isSchedulableDate(now: Date, day: string, horizonDays: number = DELIVERY_HORIZON_DAYS): boolean {
  const earliest = earliestDeliveryDate(now);
  const ahead = daysBetween(earliest, day);
  return ahead >= 0 && ahead <= horizonDays && isDeliveryDay(day);
}

/**
 * Net shipping fee for home delivery: 4.990, free from 150.000 net of subtotal (the cart's rule,
 * `shippingFor`); without a subtotal, the plain fee.
 */
export function deliveryFee(subtotalNet?: number): number {
  return subtotalNet === undefined ? SHIPPING_NET : shippingFor(subtotalNet, 'delivery');
}

export { FREE_SHIPPING_FROM_NET, SHIPPING_NET };
