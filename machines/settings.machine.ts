import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  canReset,
  defaultSettings,
  effectiveDirection,
  isRightToLeftLanguage,
  restoreLanguage,
  restoreSettings,
  toStoredSettings,
  type Language,
  type StoredSettings,
  type ThemeSettings,
} from './rules/settings';

/*
 * Arabic and direction: `settings.themeDirection` holds only the user's own choice, and the direction
 * drawn is derived (`effectiveDirection`): rtl whenever the language is ar, the stored choice otherwise.
 * So Arabic never rewrites a setting, leaving Arabic restores ltr unless the user had picked rtl, a
 * reset yields exactly the defaults, and the reset dot never lights up for the language alone. While
 * the language is ar the Direction control is locked (`settings.setDirection` is refused).
 * Only the six settings follow other tabs; each tab keeps its language until its own user changes it.
 */

/** The raw text of localStorage `settings` and `i18nextLng`, as read at start-up. */
export interface SettingsInput {
  storedSettings: string | null;
  storedLanguage: string | null;
}

/**
 * `storedSettingsDiscarded`: said once when the stored settings could not be used and the defaults
 * replaced them. `lightThemeUnavailable`: the light theme's code could not be downloaded, so the mode
 * went back to dark; the stored choice stays, for the reload that can fetch it again.
 */
type SettingsNotice = 'storedSettingsDiscarded' | 'lightThemeUnavailable';

export interface SettingsContext {
  settings: ThemeSettings;
  language: Language;
  notice: SettingsNotice | null;
}

export type SettingsEvent =
  | { type: 'settings.setMode'; mode: ThemeSettings['themeMode'] }
  | { type: 'settings.setContrast'; contrast: ThemeSettings['themeContrast'] }
  | { type: 'settings.setDirection'; direction: ThemeSettings['themeDirection'] }
  | { type: 'settings.setLayout'; layout: ThemeSettings['themeLayout'] }
  | { type: 'settings.toggleStretch' }
  | { type: 'settings.setPreset'; preset: ThemeSettings['themeColorPresets'] }
  | { type: 'settings.reset' }
  | { type: 'settings.setLanguage'; language: Language }
  | { type: 'settings.syncedFromOtherTab'; settings: ThemeSettings }
  | { type: 'settings.dismissNotice' }
  /** The view could not bring the light theme's chunk (a network failure). */
  | { type: 'settings.lightThemeUnavailable' }
  | { type: 'drawer.toggle' }
  | { type: 'drawer.close' }
  | { type: 'fullscreen.enter' }
  | { type: 'fullscreen.exit' }
  | { type: 'fullscreen.changed'; isFullscreen: boolean };

function restoreContext({ storedSettings, storedLanguage }: SettingsInput): SettingsContext {
  const restored = restoreSettings(storedSettings);
  return {
    settings: restored.kind === 'valid' ? restored.settings : { ...defaultSettings },
    language: restoreLanguage(storedLanguage),
    notice: restored.kind === 'discarded' ? 'storedSettingsDiscarded' : null,
  };
}

/** Every change the user makes is written back; only a sync from another tab is not. */
const persistCurrentSettings = {
  type: 'persistSettings',
  params: ({ context }: { context: SettingsContext }) => toStoredSettings(context.settings),
} as const;

function notProvided(name: string): never {
  throw new Error(`settings effect "${name}" was not provided`);
}

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
  },
  actors: {
    listenToOtherTabs: fromCallback<SettingsEvent>(() => notProvided('listenToOtherTabs')),
    requestFullscreen: fromPromise<void>(() => Promise.reject(new Error('settings effect "requestFullscreen" was not provided'))),
    listenToFullscreenChanges: fromCallback<SettingsEvent>(() => notProvided('listenToFullscreenChanges')),
  },
  actions: {
    persistSettings: (_, _stored: StoredSettings) => notProvided('persistSettings'),
    persistLanguage: (_, _language: Language) => notProvided('persistLanguage'),
    exitFullscreen: () => notProvided('exitFullscreen'),
    logError: (_, _params: { message: string; error: unknown }) => notProvided('logError'),
  },
  guards: {
    hasDiscardedStoredSettings: ({ context }) => context.notice === 'storedSettingsDiscarded',
    hasChangedSettings: ({ context }) => canReset(context.settings),
    isLightMode: ({ context }) => context.settings.themeMode === 'light',
    isDirectionUnlocked: ({ context }) => !isRightToLeftLanguage(context.language),
    isFullscreenLeft: ({ event }) => event.type === 'fullscreen.changed' && !event.isFullscreen,
  },
}).createMachine({
  id: 'settings',
  description: 'Interface settings (theme, layout, language) kept in localStorage and synced across tabs, with the settings drawer and fullscreen.',
  type: 'parallel',
  context: ({ input }) => restoreContext(input),
  states: {
    settings: {
      initial: 'restoring',
      states: {
        restoring: {
          description: 'Unusable stored settings are overwritten with the defaults, so the notice is given once',
          always: [
            {
              guard: 'hasDiscardedStoredSettings',
              target: 'ready',
              actions: persistCurrentSettings,
            },
            { target: 'ready' },
          ],
        },
        ready: {
          description: 'Applies the user’s changes and other tabs’ writes',
          // Another tab's write arrives through here; applying it writes nothing back, so tabs never ping-pong.
          invoke: { id: 'listenToOtherTabs', src: 'listenToOtherTabs' },
          on: {
            'settings.setMode': {
              actions: [
                assign({
                  settings: ({ context, event }) => ({ ...context.settings, themeMode: event.mode }),
                  // Choosing a mode again answers the notice that light could not be shown.
                  notice: ({ context }) => (context.notice === 'lightThemeUnavailable' ? null : context.notice),
                }),
                persistCurrentSettings,
              ],
            },
            'settings.setContrast': {
              actions: [
                assign({ settings: ({ context, event }) => ({ ...context.settings, themeContrast: event.contrast }) }),
                persistCurrentSettings,
              ],
            },
            'settings.setDirection': {
              guard: 'isDirectionUnlocked',
              actions: [
                assign({ settings: ({ context, event }) => ({ ...context.settings, themeDirection: event.direction }) }),
                persistCurrentSettings,
              ],
            },
            'settings.setLayout': {
              actions: [
                assign({ settings: ({ context, event }) => ({ ...context.settings, themeLayout: event.layout }) }),
                persistCurrentSettings,
              ],
            },
            'settings.toggleStretch': {
              actions: [
                assign({ settings: ({ context }) => ({ ...context.settings, themeStretch: !context.settings.themeStretch }) }),
                persistCurrentSettings,
              ],
            },
            'settings.setPreset': {
              actions: [
                assign({ settings: ({ context, event }) => ({ ...context.settings, themeColorPresets: event.preset }) }),
                persistCurrentSettings,
              ],
            },
            'settings.reset': {
              guard: 'hasChangedSettings',
              actions: [
                assign({ settings: () => ({ ...defaultSettings }) }),
                persistCurrentSettings,
              ],
            },
            'settings.setLanguage': {
              actions: [
                assign({ language: ({ event }) => event.language }),
                { type: 'persistLanguage', params: ({ event }) => event.language },
              ],
            },
            'settings.syncedFromOtherTab': {
              actions: assign({ settings: ({ event }) => ({ ...event.settings }) }),
            },
            'settings.dismissNotice': {
              actions: assign({ notice: null }),
            },
            // Not written back: what is stored is still the user's choice, for when the network allows it.
            'settings.lightThemeUnavailable': {
              guard: 'isLightMode',
              actions: assign({
                settings: ({ context }) => ({ ...context.settings, themeMode: 'dark' as const }),
                notice: 'lightThemeUnavailable' as const,
              }),
            },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'drawer.toggle': 'open' },
        },
        open: {
          tags: ['drawerOpen'],
          on: { 'drawer.toggle': 'closed', 'drawer.close': 'closed' },
        },
      },
    },
    fullscreen: {
      initial: 'windowed',
      states: {
        windowed: {
          on: { 'fullscreen.enter': 'entering' },
        },
        entering: {
          description: 'Waiting for the browser to grant fullscreen',
          tags: ['busy'],
          invoke: {
            id: 'requestFullscreen',
            src: 'requestFullscreen',
            onDone: 'active',
            onError: {
              target: 'windowed',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ message: 'No se pudo activar la pantalla completa', error: event.error }),
              },
            },
          },
        },
        active: {
          tags: ['fullscreen'],
          // The browser leaves fullscreen on its own (Esc); the machine follows without asking it to exit.
          invoke: { id: 'listenToFullscreenChanges', src: 'listenToFullscreenChanges' },
          on: {
            'fullscreen.exit': { target: 'windowed', actions: 'exitFullscreen' },
            'fullscreen.changed': { guard: 'isFullscreenLeft', target: 'windowed' },
          },
        },
      },
    },
  },
});

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

/** Selectors for views (`useSelector(actor, selectCanReset)`); each returns a primitive. */
export const selectCanReset = (snapshot: SettingsSnapshot): boolean => canReset(snapshot.context.settings);
export const selectDirection = (snapshot: SettingsSnapshot) => effectiveDirection(snapshot.context.settings, snapshot.context.language);
export const selectIsDirectionLocked = (snapshot: SettingsSnapshot): boolean => isRightToLeftLanguage(snapshot.context.language);

;
