import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectedEvent, retryPauseMs, type connectionMachine, type ConnectionSnapshot } from '../../machines/connection.machine';
import { connectionEffects } from '../../src/actors/connection.actors';
import { api } from '../../src/app/api';
import { ConnectionBanner } from '../../src/views/shell/ConnectionBanner';
import { model } from '../machines/models/connection.model';
import { violations } from './axe';
import { fakeEffects, WithEffects } from './effects-fakes';
import type { ModelEvent } from '../machines/support/model';
import { heldCalls, replayPaths } from './path-replay';

// The clock is the test's: the banner's pauses (2 s and more, 4 s) pass when the path says so.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** Where the pages' calls tell of a gateway out of reach (`watchingReach`). */
const gatewaySignals = new EventTarget();

function renderBanner() {
  const calls = heldCalls(['checkReady'] as const);
  // The real listener of the api client's signals and the browser's online and offline events.
  const real = connectionEffects(api, gatewaySignals);
  const effects = fakeEffects({
    connection: { actions: real.actions, actors: { checkReady: calls.held<unknown, void>('checkReady'), signals: real.actors!.signals } },
  });
  render(
    <WithEffects effects={effects}>
      <FluentProvider theme={webLightTheme}>
        <p>La página sigue aquí</p>
        <ConnectionBanner />
      </FluentProvider>
    </WithEffects>,
  );
  return calls;
}

const lost = () => screen.queryByText('Sin conexión con el servidor.');
const retry = () => screen.queryByRole('button', { name: 'Reintentar' });

/** Sends `event` as the api client, the browser, the buyer or the clock would. */
async function send(event: ModelEvent<typeof connectionMachine>, before: ConnectionSnapshot, calls: ReturnType<typeof renderBanner>) {
  const asked = calls.inputs('checkReady').length;
  switch (event.type) {
    case 'gateway.unreachable':
      return act(() => void gatewaySignals.dispatchEvent(new Event('unreachable')));
    case 'browser.online':
      return act(() => void window.dispatchEvent(new Event('online')));
    case 'connection.retry':
      return fireEvent.click(retry()!);
  }
  if (event.type.startsWith('xstate.after.')) {
    const pause = before.matches('restored') ? 4_000 : retryPauseMs(before.context.attempts);
    // Not a moment before its time.
    await act(() => vi.advanceTimersByTimeAsync(pause - 50));
    expect(calls.inputs('checkReady')).toHaveLength(asked);
    await act(() => vi.advanceTimersByTimeAsync(50));
  }
}

/** What the buyer sees in each state. */
async function expectScreen(s: ConnectionSnapshot) {
  await waitFor(() => {
    expect(screen.getByText('La página sigue aquí')).toBeInTheDocument();
    expect(lost() !== null).toBe(s.matches('offline'));
    expect(retry() !== null).toBe(s.matches({ offline: 'waiting' }));
    expect(screen.queryByText('Comprobando la conexión…') !== null).toBe(s.matches({ offline: 'checking' }));
    expect(screen.queryByText('Conexión restablecida.') !== null).toBe(s.matches('restored'));
  });
  if (s.matches('offline')) expect(screen.getByRole('alert')).toHaveTextContent(/lo intentaremos de nuevo en unos segundos/);
}

describe('the connection banner, replaying its model paths', () => {
  replayPaths(model, {
    render: () => {
      // The pages are told once each time the connection comes back.
      const page = { calls: renderBanner(), told: 0, comebacks: 0, wasRestored: false, onReconnected: () => void (page.told += 1) };
      window.addEventListener(reconnectedEvent, page.onReconnected);
      return page;
    },
    send: (event, before, { calls }) => send(event, before, calls),
    expectScreen: async (s, page) => {
      if (s.matches('restored') && !page.wasRestored) page.comebacks += 1;
      page.wasRestored = s.matches('restored');
      await expectScreen(s);
      expect(page.told).toBe(page.comebacks);
    },
    cleanup: (page) => window.removeEventListener(reconnectedEvent, page.onReconnected),
  });
});

describe('the connection banner', () => {
  it('appears when the browser goes offline, asks the gateway when it is back, tells the pages, and has no axe violation', async () => {
    const reconnected = vi.fn();
    window.addEventListener(reconnectedEvent, reconnected);
    const calls = renderBanner();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Sin conexión con el servidor.')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(calls.inputs('checkReady')).toHaveLength(1));
    expect(reconnected).not.toHaveBeenCalled();
    await calls.answer('checkReady', { output: { status: 'ready' } });
    expect(await screen.findByText('Conexión restablecida.')).toBeInTheDocument();
    expect(reconnected).toHaveBeenCalledTimes(1);
    window.removeEventListener(reconnectedEvent, reconnected);
    expect(await violations()).toEqual([]);
  });
});
