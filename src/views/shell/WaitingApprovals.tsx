import { useEffect, useEffectEvent, useRef } from 'react';
import { useEffects } from '../../kernel/effects';
import { useResource } from '../common/useResource';

/** How often an open tab reads the count again, so a decision taken elsewhere shows within minutes. */
const readEveryMs = 5 * 60_000;

/**
 * Reads how many orders wait for approval and hands the count over: null while it is unknown or its read
 * failed (the badge is then simply absent). Read again when the buyer comes back to the tab, every few
 * minutes while it is in view, and when a page asks (`asked` grows: a request was decided). Draws nothing.
 */
export default function WaitingApprovals({ onCount, asked }: { onCount: (count: number | null) => void; asked: number }) {
  const { data, failure, reload, retry } = useResource(useEffects().approvalReads.waiting, {
    request: undefined,
    unavailable: { code: 'network' },
    logText: 'orders waiting for approval',
  });
  const count = failure === null ? data : null;
  useEffect(() => {
    onCount(count);
    return () => onCount(null);
  }, [count, onCount]);
  const readAgain = failure === null ? reload : retry;
  useReadAgainWhileInView(readAgain);
  useReadAgainWhenAsked(asked, readAgain);
  return null;
}

function useReadAgainWhenAsked(asked: number, readAgain: () => void) {
  const read = useEffectEvent(readAgain);
  // What was asked before this read began is already answered by it.
  const answered = useRef(asked);
  useEffect(() => {
    if (asked === answered.current) return;
    answered.current = asked;
    read();
  }, [asked]);
}

function useReadAgainWhileInView(readAgain: () => void) {
  const read = useEffectEvent(readAgain);
  useEffect(() => {
    const ifInView = () => {
      if (document.visibilityState === 'visible') read();
    };
    const timer = setInterval(ifInView, readEveryMs);
    document.addEventListener('visibilitychange', ifInView);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ifInView);
    };
  }, []);
}
