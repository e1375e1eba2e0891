import { useEffect, useEffectEvent } from 'react';
import type { EventObject } from 'xstate';
import { reconnectedEvent } from '../../../machines/connection.machine';

/**
 * Sends the page's `retry` to its machine when the gateway answers again after a lost connection: a page
 * that failed for want of one loads again by itself. Every retry so sent is a read (never a payment's),
 * and a machine that is not in a failed state ignores it. No `retry`, nothing to send.
 */
export function useRetryOnReconnect<TEvent extends EventObject>(actor: { send: (event: TEvent) => void }, retry: TEvent | undefined) {
  const onReconnected = useEffectEvent(() => {
    if (retry !== undefined) actor.send(retry);
  });
  const retries = retry !== undefined;
  useEffect(() => {
    if (!retries) return;
    const listener = () => onReconnected();
    window.addEventListener(reconnectedEvent, listener);
    return () => window.removeEventListener(reconnectedEvent, listener);
  }, [retries]);
}
