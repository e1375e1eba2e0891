import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { defaultSettings, toStoredSettings, type ThemeSettings } from '../../machines/rules/settings';
import {
  selectCanReset,
  selectDirection,
  selectIsDirectionLocked,
  settingsMachine,
  type SettingsEvent,
  type SettingsInput,
} from '../../machines/settings.machine';

const chosen: ThemeSettings = {
  themeMode: 'light',
  themeContrast: 'bold',
  themeDirection: 'ltr',
  themeLayout: 'mini',
  themeStretch: true,
  themeColorPresets: 'orange',
};

const nothingStored: SettingsInput = { storedSettings: null, storedLanguage: null };

function startSettings(options: { input?: SettingsInput; requestFullscreen?: () => Promise<void> } = {}) {
  const effects = {
    persistSettings: vi.fn(),
    persistLanguage: vi.fn(),
    exitFullscreen: vi.fn(),
    logError: vi.fn(),
    stopListeningToOtherTabs: vi.fn(),
    stopListeningToFullscreen: vi.fn(),
  };
  const listeners: { otherTabs?: (event: SettingsEvent) => void; fullscreen?: (event: SettingsEvent) => void } = {};
  const machine = settingsMachine.provide({
    actors: {
      listenToOtherTabs: fromCallback<SettingsEvent>(({ sendBack }) => {
        listeners.otherTabs = sendBack;
        return effects.stopListeningToOtherTabs;
      }),
      requestFullscreen: fromPromise<void>(() => (options.requestFullscreen ?? (() => Promise.resolve()))()),
      listenToFullscreenChanges: fromCallback<SettingsEvent>(({ sendBack }) => {
        listeners.fullscreen = sendBack;
        return effects.stopListeningToFullscreen;
      }),
    },
    actions: {
      persistSettings: (_, stored) => effects.persistSettings(stored),
      persistLanguage: (_, language) => effects.persistLanguage(language),
      exitFullscreen: () => effects.exitFullscreen(),
      logError: (_, { message }) => effects.logError(message),
    },
  });
  const actor = createActor(machine, { input: options.input ?? nothingStored }).start();
  return { actor, effects, listeners };
}

describe('settings machine: restoring', () => {
  it('starts from the defaults in Spanish when nothing is stored, and writes nothing', () => {
    const { actor, effects } = startSettings();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toEqual({ settings: defaultSettings, language: 'es', notice: null });
    expect(selectCanReset(snapshot)).toBe(false);
    expect(effects.persistSettings).not.toHaveBeenCalled();
  });

  it('restores valid stored settings and language', () => {
    const { actor } = startSettings({
      input: { storedSettings: JSON.stringify({ version: 1, data: chosen }), storedLanguage: 'fr' },
    });
    expect(actor.getSnapshot().context).toEqual({ settings: chosen, language: 'fr', notice: null });
    expect(selectCanReset(actor.getSnapshot())).toBe(true);
  });

  it('reads the spec’s own unversioned shape, as the portal it replaces left it', () => {
    const { actor, effects } = startSettings({ input: { storedSettings: JSON.stringify(chosen), storedLanguage: 'en' } });
    expect(actor.getSnapshot().context).toEqual({ settings: chosen, language: 'en', notice: null });
    expect(effects.persistSettings).not.toHaveBeenCalled();
  });

  it.each([
    ['another version', JSON.stringify({ version: 2, data: chosen })],
    ['a value out of range', JSON.stringify({ version: 1, data: { ...chosen, themeMode: 'sepia' } })],
    ['a missing setting', JSON.stringify({ version: 1, data: { ...chosen, themeStretch: undefined } })],
    ['broken JSON', '{"version":1,'],
  ])('replaces %s with the defaults, says so once and overwrites the stored value', (_, storedSettings) => {
    const { actor, effects } = startSettings({ input: { storedSettings, storedLanguage: 'en' } });
    expect(actor.getSnapshot().context).toEqual({ settings: defaultSettings, language: 'en', notice: 'storedSettingsDiscarded' });
    expect(effects.persistSettings.mock.calls).toEqual([[{ version: 1, data: defaultSettings }]]);

    actor.send({ type: 'settings.dismissNotice' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('falls back to Spanish, without a notice, for a language it does not offer', () => {
    const { actor } = startSettings({ input: { storedSettings: null, storedLanguage: 'de' } });
    expect(actor.getSnapshot().context).toMatchObject({ language: 'es', notice: null });
  });
});

describe('settings machine: changing settings', () => {
  it.each<[SettingsEvent, Partial<ThemeSettings>]>([
    [{ type: 'settings.setMode', mode: 'light' }, { themeMode: 'light' }],
    [{ type: 'settings.setContrast', contrast: 'bold' }, { themeContrast: 'bold' }],
    [{ type: 'settings.setDirection', direction: 'rtl' }, { themeDirection: 'rtl' }],
    [{ type: 'settings.setLayout', layout: 'horizontal' }, { themeLayout: 'horizontal' }],
    [{ type: 'settings.toggleStretch' }, { themeStretch: true }],
    [{ type: 'settings.setPreset', preset: 'red' }, { themeColorPresets: 'red' }],
  ])('%o changes that setting alone, stores it versioned and lights the reset dot', (event, change) => {
    const { actor, effects } = startSettings();
    actor.send(event);
    const expected = { ...defaultSettings, ...change };
    expect(actor.getSnapshot().context.settings).toEqual(expected);
    expect(effects.persistSettings.mock.calls).toEqual([[{ version: 1, data: expected }]]);
    expect(selectCanReset(actor.getSnapshot())).toBe(true);
  });

  it('toggles stretch back off', () => {
    const { actor } = startSettings();
    actor.send({ type: 'settings.toggleStretch' });
    actor.send({ type: 'settings.toggleStretch' });
    expect(actor.getSnapshot().context.settings.themeStretch).toBe(false);
    expect(selectCanReset(actor.getSnapshot())).toBe(false);
  });

  it('resets to exactly the defaults and stores them', () => {
    const { actor, effects } = startSettings({ input: { storedSettings: JSON.stringify(toStoredSettings(chosen)), storedLanguage: 'en' } });
    actor.send({ type: 'settings.reset' });
    expect(actor.getSnapshot().context.settings).toEqual(defaultSettings);
    expect(effects.persistSettings).toHaveBeenLastCalledWith({ version: 1, data: defaultSettings });
    expect(selectCanReset(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.language).toBe('en');
  });

  it('refuses a reset when nothing differs from the defaults', () => {
    const { actor, effects } = startSettings();
    expect(actor.getSnapshot().can({ type: 'settings.reset' })).toBe(false);
    actor.send({ type: 'settings.reset' });
    expect(effects.persistSettings).not.toHaveBeenCalled();
  });
});

describe('settings machine: language and direction', () => {
  it('stores the language in its own key, not with the settings', () => {
    const { actor, effects } = startSettings();
    actor.send({ type: 'settings.setLanguage', language: 'vi' });
    expect(actor.getSnapshot().context.language).toBe('vi');
    expect(effects.persistLanguage).toHaveBeenCalledWith('vi');
    expect(effects.persistSettings).not.toHaveBeenCalled();
  });

  it('draws Arabic right to left and locks the direction, without counting it as a change to reset', () => {
    const { actor } = startSettings();
    actor.send({ type: 'settings.setLanguage', language: 'ar' });
    const snapshot = actor.getSnapshot();
    expect(selectDirection(snapshot)).toBe('rtl');
    expect(selectIsDirectionLocked(snapshot)).toBe(true);
    expect(selectCanReset(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'settings.setDirection', direction: 'ltr' })).toBe(false);
  });

  it('reads a stored Arabic as right to left from the start', () => {
    const { actor } = startSettings({ input: { storedSettings: null, storedLanguage: 'ar' } });
    expect(selectDirection(actor.getSnapshot())).toBe('rtl');
  });

  it('goes back to ltr when leaving Arabic', () => {
    const { actor } = startSettings();
    actor.send({ type: 'settings.setLanguage', language: 'ar' });
    actor.send({ type: 'settings.setLanguage', language: 'en' });
    expect(selectDirection(actor.getSnapshot())).toBe('ltr');
    expect(selectIsDirectionLocked(actor.getSnapshot())).toBe(false);
  });

  it('keeps rtl after Arabic when the user had chosen rtl', () => {
    const { actor } = startSettings();
    actor.send({ type: 'settings.setDirection', direction: 'rtl' });
    actor.send({ type: 'settings.setLanguage', language: 'ar' });
    actor.send({ type: 'settings.setLanguage', language: 'es' });
    expect(selectDirection(actor.getSnapshot())).toBe('rtl');
  });
});

describe('settings machine: other tabs', () => {
  it('applies settings written by another tab without writing them back', () => {
    const { actor, effects, listeners } = startSettings();
    listeners.otherTabs?.({ type: 'settings.syncedFromOtherTab', settings: chosen });
    expect(actor.getSnapshot().context.settings).toEqual(chosen);
    expect(selectCanReset(actor.getSnapshot())).toBe(true);
    expect(effects.persistSettings).not.toHaveBeenCalled();
  });

  it('stops listening when the actor stops', () => {
    const { actor, effects } = startSettings();
    actor.stop();
    expect(effects.stopListeningToOtherTabs).toHaveBeenCalledOnce();
  });
});

describe('settings machine: drawer and fullscreen', () => {
  it('toggles the drawer from the header and closes it from its button', () => {
    const { actor } = startSettings();
    actor.send({ type: 'drawer.toggle' });
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(true);
    actor.send({ type: 'drawer.toggle' });
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(false);
    actor.send({ type: 'drawer.toggle' });
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(false);
  });

  it('enters fullscreen once the browser grants it, keeping the drawer as it was', async () => {
    let grant = () => {};
    const { actor } = startSettings({ requestFullscreen: () => new Promise<void>((resolve) => (grant = resolve)) });
    actor.send({ type: 'drawer.toggle' });
    actor.send({ type: 'fullscreen.enter' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    grant();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('fullscreen')).toBe(true));
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(true);
  });

  it('stays windowed and logs when the browser refuses fullscreen', async () => {
    const { actor, effects } = startSettings({ requestFullscreen: () => Promise.reject(new TypeError('Permissions check failed')) });
    actor.send({ type: 'fullscreen.enter' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ fullscreen: 'windowed' })).toBe(true));
    expect(effects.logError).toHaveBeenCalledWith('No se pudo activar la pantalla completa');
  });

  it('asks the browser to exit when the user presses Exit Fullscreen', async () => {
    const { actor, effects } = startSettings();
    actor.send({ type: 'fullscreen.enter' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('fullscreen')).toBe(true));
    actor.send({ type: 'fullscreen.exit' });
    expect(actor.getSnapshot().hasTag('fullscreen')).toBe(false);
    expect(effects.exitFullscreen).toHaveBeenCalledOnce();
    expect(effects.stopListeningToFullscreen).toHaveBeenCalledOnce();
  });

  it('follows the browser leaving fullscreen by Esc without asking it to exit again', async () => {
    const { actor, effects, listeners } = startSettings();
    actor.send({ type: 'fullscreen.enter' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('fullscreen')).toBe(true));
    listeners.fullscreen?.({ type: 'fullscreen.changed', isFullscreen: true });
    expect(actor.getSnapshot().hasTag('fullscreen')).toBe(true);
    listeners.fullscreen?.({ type: 'fullscreen.changed', isFullscreen: false });
    expect(actor.getSnapshot().matches({ fullscreen: 'windowed' })).toBe(true);
    expect(effects.exitFullscreen).not.toHaveBeenCalled();
  });
});

describe('settings machine without its effects', () => {
  it('fails loudly instead of silently not storing', () => {
    const actor = createActor(settingsMachine, { input: nothingStored });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('was not provided');
  });
});
