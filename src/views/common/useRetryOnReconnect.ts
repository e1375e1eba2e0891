import { useEffect } from 'react';
import type { EventObject } from 'xstate';
import { reconnectedEvent } from '../../../machines/connection.machine';

/**
 * Sends the page's `retry` to its machine when the gateway answers again after a lost connection: a page
 * that failed for want of one loads again by itself. Every retry so sent is a read (never a payment's),
 * and a machine that is not in a failed state ignores it.
 */
export function useRetryOnReconnect<TEvent extends EventObject>(actor: { send: (event: TEvent) => void }, retry: TEvent) {
  const { type } = retry;
  useEffect(() => {
    const onReconnected = () => actor.send({ type } as TEvent);
    window.addEventListener(reconnectedEvent, onReconnected);
    return () => window.removeEventListener(reconnectedEvent, onReconnected);
  }, [actor, type]);
}
