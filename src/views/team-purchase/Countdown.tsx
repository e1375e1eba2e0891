import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageTag } from '../common/useLanguageTag';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** The deadline as a Santiago wall clock, in the interface's language. */
export function useSantiagoTime(): (iso: string) => string {
  const tag = useLanguageTag();
  const format = new Intl.DateTimeFormat(tag, { timeZone: 'America/Santiago', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  return (iso) => format.format(new Date(iso));
}

/** Now, every second while mounted: the countdowns tick together. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), second);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * How long until `deadline`, live, beside the Santiago date and time it closes. The ticking figure is
 * hidden from screen readers (it would be read again every second); the closing time is read instead.
 */
export function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation();
  const santiago = useSantiagoTime();
  const left = Math.max(0, new Date(deadline).getTime() - useNow());
  const parts = { days: Math.floor(left / day), hours: Math.floor((left % day) / hour), minutes: Math.floor((left % hour) / minute), seconds: Math.floor((left % minute) / second) };
  const figure =
    parts.days > 0 ? t('teamPurchase.left.days', parts) : parts.hours > 0 ? t('teamPurchase.left.hours', parts) : t('teamPurchase.left.minutes', parts);
  return (
    <span>
      <span aria-hidden="true">{left === 0 ? t('teamPurchase.closingNow') : t('teamPurchase.closesIn', { time: figure })} · </span>
      <time dateTime={deadline}>{t('teamPurchase.closesAt', { time: santiago(deadline) })}</time>
    </span>
  );
}
