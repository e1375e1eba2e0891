import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { settingsMachine, type SettingsInput } from '../../machines/settings.machine';
import { settingsEffects, type SettingsBrowser } from '../../src/actors/settings.actors';
import { SettingsContext } from '../../src/kernel/settings-context';
import LanguagePicker from '../../src/views/common/LanguagePicker';
import SettingsButton from '../../src/views/shell/settings/SettingsButton';
import { SettingsFluentProvider } from '../../src/app/SettingsFluentProvider';

// The drawer is a lazy chunk. Transforming it once here, not inside the first test that opens it, keeps
// that test within Testing Library's one-second wait on a busy machine. The language menu and the
// settings button's tooltip are loaded before the first render, so a test's first press never races
// their arrival (tests/views/after-first-paint.test.tsx covers that).
await Promise.all([import('../../src/views/shell/settings/SettingsDrawer'), LanguagePicker.preload(), SettingsButton.preload()]);

/**
 * The browser the settings effects touch: jsdom's real localStorage and window (so another tab's write
 * arrives as a real `storage` event), and a document whose Fullscreen API the test answers by hand.
 */
export function fakeBrowser() {
  const fullscreenListeners = new Set<EventListener>();
  let pendingRequest: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const documentElement = {
    requestFullscreen: () =>
      new Promise<void>((resolve, reject) => {
        pendingRequest = { resolve, reject };
      }),
  };
  const fakeDocument = {
    documentElement,
    fullscreenElement: null as object | null,
    exitFullscreen: async () => {
      fakeDocument.fullscreenElement = null;
    },
    addEventListener: (_type: string, listener: EventListener) => fullscreenListeners.add(listener),
    removeEventListener: (_type: string, listener: EventListener) => fullscreenListeners.delete(listener),
  };
  const browser: SettingsBrowser = { storage: localStorage, window, document: fakeDocument as unknown as SettingsBrowser['document'] };

  return {
    browser,
    grantFullscreen() {
      fakeDocument.fullscreenElement = documentElement;
      pendingRequest?.resolve();
    },
    refuseFullscreen() {
      pendingRequest?.reject(new TypeError('Permissions check failed'));
    },
    /** The user pressed Esc and the browser left fullscreen by itself. */
    leaveFullscreen() {
      fakeDocument.fullscreenElement = null;
      for (const listener of fullscreenListeners) listener(new Event('fullscreenchange'));
    },
    /** Another tab wrote `settings`: the browser tells this tab with a `storage` event. */
    writeFromOtherTab(key: string, newValue: string) {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    },
  };
}

export type SettingsActor = ActorRefFrom<typeof settingsMachine>;

function ExposeActor({ onActor }: { onActor: (actor: SettingsActor) => void }) {
  onActor(SettingsContext.useActorRef());
  return null;
}

/** The header's two settings controls under the settings-driven FluentProvider, over a settings machine with `browser`'s effects. */
export function renderSettings(input: SettingsInput, browser: SettingsBrowser, page: ReactNode = null) {
  let actor: SettingsActor | undefined;
  const view = render(
    <SettingsContext.Provider logic={settingsMachine.provide(settingsEffects(browser))} options={{ input }}>
      <SettingsFluentProvider>
        <header>
          <LanguagePicker />
          <SettingsButton />
        </header>
        {page}
        <ExposeActor onActor={(ref) => (actor = ref)} />
      </SettingsFluentProvider>
    </SettingsContext.Provider>,
  );
  if (!actor) throw new Error('the settings actor did not start');
  return { ...view, actor };
}
