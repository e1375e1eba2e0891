import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeNewestBuild } from '../../src/actors/service-worker';

/** navigator.serviceWorker as the browser gives it, with a registration whose update finds `found`. */
function fakeContainer(found: 'nothing' | 'installing' | 'no registration') {
  const container = new EventTarget() as EventTarget & { getRegistration: () => Promise<unknown> };
  const registration = { installing: null as object | null, waiting: null, update: vi.fn(async () => {
    if (found === 'installing') registration.installing = {};
  }) };
  container.getRegistration = async () => (found === 'no registration' ? undefined : registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration };
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a version reload takes the newest build first', () => {
  it('goes on at once without a worker, or when the worker finds nothing newer', async () => {
    fakeContainer('no registration');
    await expect(takeNewestBuild()).resolves.toBeUndefined();
    const { registration } = fakeContainer('nothing');
    await takeNewestBuild();
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('waits for the new worker to take over the page', async () => {
    const { container } = fakeContainer('installing');
    let done = false;
    const taking = takeNewestBuild().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    await taking;
    expect(done).toBe(true);
  });

  it('reloads anyway after five seconds when the new worker never takes over', async () => {
    vi.useFakeTimers();
    fakeContainer('installing');
    let done = false;
    const taking = takeNewestBuild().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await taking;
    expect(done).toBe(true);
  });
});
