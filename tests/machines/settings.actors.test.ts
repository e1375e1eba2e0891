import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { defaultSettings, toStoredSettings, type ThemeSettings } from '../../machines/rules/settings';
import { settingsMachine } from '../../machines/settings.machine';
import { readStoredSettingsInput, settingsEffects, type SettingsBrowser } from '../../src/actors/settings.actors';
import { MemoryStorage } from './support/memory-storage';

const otherTabs: ThemeSettings = { ...defaultSettings, themeMode: 'light', themeColorPresets: 'blue' };

function fakeBrowser() {
  const storage = new MemoryStorage();
  const window = new EventTarget();
  const documentEvents = new EventTarget();
  const document = {
    fullscreenElement: null as Element | null,
    documentElement: { requestFullscreen: vi.fn(() => Promise.resolve()) },
    exitFullscreen: vi.fn(() => Promise.resolve()),
    addEventListener: documentEvents.addEventListener.bind(documentEvents),
    removeEventListener: documentEvents.removeEventListener.bind(documentEvents),
    dispatchEvent: documentEvents.dispatchEvent.bind(documentEvents),
  };
  const browser = { storage, window, document } as unknown as SettingsBrowser;
  const start = () =>
    createActor(settingsMachine.provide(settingsEffects(browser)), { input: readStoredSettingsInput(storage) }).start();
  const storageEvent = (key: string, newValue: string | null, storageArea: Storage = storage) =>
    window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea }));
  return { storage, window, document, start, storageEvent };
}

describe('settings effects', () => {
  it('stores settings as { version, data } under `settings` and the language under `i18nextLng`', () => {
    const { storage, start } = fakeBrowser();
    const actor = start();
    actor.send({ type: 'settings.setLayout', layout: 'horizontal' });
    actor.send({ type: 'settings.setLanguage', language: 'cn' });
    expect(JSON.parse(storage.getItem('settings') ?? 'null')).toEqual({ version: 1, data: { ...defaultSettings, themeLayout: 'horizontal' } });
    expect(storage.getItem('i18nextLng')).toBe('cn');
  });

  it('reads both keys back on the next start', () => {
    const { storage, start } = fakeBrowser();
    storage.setItem('settings', JSON.stringify(toStoredSettings(otherTabs)));
    storage.setItem('i18nextLng', 'ar');
    expect(start().getSnapshot().context).toEqual({ settings: otherTabs, language: 'ar', notice: null });
  });

  it('applies a valid write of another tab without writing it again', () => {
    const { storage, start, storageEvent } = fakeBrowser();
    const actor = start();
    const setItem = vi.spyOn(storage, 'setItem');
    storageEvent('settings', JSON.stringify(toStoredSettings(otherTabs)));
    expect(actor.getSnapshot().context.settings).toEqual(otherTabs);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('ignores other keys, other storage areas, removals and invalid values', () => {
    const { start, storageEvent } = fakeBrowser();
    const actor = start();
    const valid = JSON.stringify(toStoredSettings(otherTabs));
    storageEvent('accessToken', valid);
    storageEvent('settings', valid, new MemoryStorage());
    storageEvent('settings', null);
    storageEvent('settings', JSON.stringify({ version: 1, data: { ...otherTabs, themeMode: 'sepia' } }));
    expect(actor.getSnapshot().context.settings).toEqual(defaultSettings);
  });

  it('stops listening to other tabs when the actor stops', () => {
    const { window, start } = fakeBrowser();
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    start().stop();
    expect(added).toHaveBeenCalledWith('storage', expect.any(Function));
    expect(removed).toHaveBeenCalledWith('storage', added.mock.calls[0]?.[1]);
  });

  it('requests fullscreen from the page, and follows the browser when Esc leaves it', async () => {
    const { document, start } = fakeBrowser();
    const actor = start();
    actor.send({ type: 'fullscreen.enter' });
    expect(document.documentElement.requestFullscreen).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('fullscreen')).toBe(true));

    document.fullscreenElement = null;
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(actor.getSnapshot().hasTag('fullscreen')).toBe(false);
    expect(document.exitFullscreen).not.toHaveBeenCalled();
  });

  it('exits fullscreen through the browser while the page is fullscreen', async () => {
    const { document, start } = fakeBrowser();
    const actor = start();
    actor.send({ type: 'fullscreen.enter' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('fullscreen')).toBe(true));
    document.fullscreenElement = {} as Element;
    actor.send({ type: 'fullscreen.exit' });
    expect(document.exitFullscreen).toHaveBeenCalledOnce();
  });

  it('logs a refused fullscreen request', async () => {
    const { document, start } = fakeBrowser();
    const refusal = new TypeError('Permissions check failed');
    document.documentElement.requestFullscreen.mockRejectedValueOnce(refusal);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = start();
    actor.send({ type: 'fullscreen.enter' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ fullscreen: 'windowed' })).toBe(true));
    expect(consoleError).toHaveBeenCalledWith('No se pudo activar la pantalla completa', refusal);
    consoleError.mockRestore();
  });
});
