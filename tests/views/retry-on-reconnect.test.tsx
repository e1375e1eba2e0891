import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { reconnectedEvent } from '../../machines/connection.machine';
import { useRetryOnReconnect } from '../../src/views/common/useRetryOnReconnect';

it("sends the page's retry each time the connection comes back, and stops once the page is gone", () => {
  const actor = { send: vi.fn() };
  const { unmount } = renderHook(() => useRetryOnReconnect(actor, { type: 'list.retry' }));
  expect(actor.send).not.toHaveBeenCalled();
  window.dispatchEvent(new Event(reconnectedEvent));
  window.dispatchEvent(new Event(reconnectedEvent));
  expect(actor.send.mock.calls).toEqual([[{ type: 'list.retry' }], [{ type: 'list.retry' }]]);
  unmount();
  window.dispatchEvent(new Event(reconnectedEvent));
  expect(actor.send).toHaveBeenCalledTimes(2);
});
