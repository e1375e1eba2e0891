import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { reconnectedEvent, retryPauseMs, type ConnectionSnapshot } from '../../machines/connection.machine';
import { connectionImplementations } from '../../src/actors/connection.actors';
import { api } from '../../src/app/api';
import { ConnectionBanner } from '../../src/views/shell/ConnectionBanner';
import { model } from '../machines/models/connection.model';
import { violations } from './axe';
import { fakeEffects, WithEffects } from './effects-fakes';
import { heldCalls } from './held-calls';
import { edgeCoveringPaths, pathCases, shadowOf, statesNotShown, walkPath } from './path-replay';

// The clock is the test's: the banner's pauses (2 s and more, 4 s) pass when the path says so.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** Where the pages' calls tell of a gateway out of reach (`watchingReach`). */
const gatewaySignals = new EventTarget();

function renderBanner() {
  const calls = heldCalls(['checkReady'] as const);
  // The real listener of the api client's signals and the browser's online and offline events.
  const real = connectionImplementations(api, gatewaySignals);
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

/** Sends `event` as the api client, the browser, the buyer, the gateway or the clock would. */
async function replay(event: EventObject, before: ConnectionSnapshot, calls: ReturnType<typeof renderBanner>) {
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
    return;
  }
  const outcome = event as { output?: unknown; error?: unknown };
  return calls.answer('checkReady', event.type.startsWith('xstate.done.') ? { output: outcome.output } : { error: outcome.error });
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

const paths = edgeCoveringPaths(model);

describe('the connection banner, replaying its model paths', () => {
  it('shows the banner in every state of its machine', () => {
    expect(statesNotShown(model.machine, paths)).toEqual([]);
  });

  it.each(pathCases(paths))('%s', async (_, path) => {
    const calls = renderBanner();
    const shadow = shadowOf(model.machine, { delays: { retryPause: 1e9, restoredNotice: 1e9 } });
    // The pages are told once each time the connection comes back.
    let told = 0;
    let comebacks = 0;
    let wasRestored = false;
    const onReconnected = () => (told += 1);
    window.addEventListener(reconnectedEvent, onReconnected);
    try {
      await walkPath(
        path,
        shadow,
        (event, before) => replay(event, before as ConnectionSnapshot, calls),
        async (snapshot) => {
          const s = snapshot as ConnectionSnapshot;
          if (s.matches('restored') && !wasRestored) comebacks += 1;
          wasRestored = s.matches('restored');
          await expectScreen(s);
          expect(told).toBe(comebacks);
        },
      );
    } finally {
      window.removeEventListener(reconnectedEvent, onReconnected);
    }
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
