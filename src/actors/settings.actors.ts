import { fromCallback, fromPromise } from 'xstate';
import { restoreSettings, type Language, type StoredSettings } from '../../machines/rules/settings';
import type { SettingsEvent, SettingsInput, settingsMachine } from '../../machines/settings.machine';
import { languageStorageKey } from '../i18n';
import type { MachineEffects } from './machine-effects';

export const settingsStorageKey = 'settings';

/** The browser objects the effects touch; tests hand in fakes. */
export interface SettingsBrowser {
  storage: Storage;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'documentElement' | 'fullscreenElement' | 'exitFullscreen' | 'addEventListener' | 'removeEventListener'>;
}

function currentBrowser(): SettingsBrowser {
  return { storage: localStorage, window, document };
}

/** The machine's input: the raw stored texts, which the machine validates itself. */
export function readStoredSettingsInput(storage: Storage = localStorage): SettingsInput {
  return { storedSettings: storage.getItem(settingsStorageKey), storedLanguage: storage.getItem(languageStorageKey) };
}

/** The settings machine's real effects: localStorage, the `storage` event and the Fullscreen API. */
export function settingsEffects(browser: SettingsBrowser = currentBrowser()): MachineEffects<typeof settingsMachine> {
  return {
    actors: {
      // The browser fires `storage` only in the other tabs, with the text they wrote.
      listenToOtherTabs: fromCallback<SettingsEvent>(({ sendBack }) => {
        const onStorage = (event: StorageEvent) => {
          if (event.key !== settingsStorageKey || event.storageArea !== browser.storage) return;
          const restored = restoreSettings(event.newValue);
          if (restored.kind === 'valid') sendBack({ type: 'settings.syncedFromOtherTab', settings: restored.settings });
        };
        browser.window.addEventListener('storage', onStorage);
        return () => browser.window.removeEventListener('storage', onStorage);
      }),
      // Started inside the click's `send`, so the browser still sees the user's gesture it requires.
      requestFullscreen: fromPromise<void>(() => browser.document.documentElement.requestFullscreen()),
      listenToFullscreenChanges: fromCallback<SettingsEvent>(({ sendBack }) => {
        const onChange = () => sendBack({ type: 'fullscreen.changed', isFullscreen: browser.document.fullscreenElement !== null });
        browser.document.addEventListener('fullscreenchange', onChange);
        return () => browser.document.removeEventListener('fullscreenchange', onChange);
      }),
    },
    actions: {
      persistSettings: (_, stored: StoredSettings) => browser.storage.setItem(settingsStorageKey, JSON.stringify(stored)),
      persistLanguage: (_, language: Language) => browser.storage.setItem(languageStorageKey, language),
      exitFullscreen: () => {
        if (browser.document.fullscreenElement === null) return;
        browser.document.exitFullscreen().catch((error: unknown) => console.error('No se pudo salir de la pantalla completa', error));
      },
      logError: (_, { message, error }) => console.error(message, error),
    },
  };
}
