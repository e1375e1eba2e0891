import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import { settingsMachine, type SettingsEvent, type SettingsInput } from '../../machines/settings.machine';
import { CheckoutProvider } from '../../src/app/CheckoutProvider';
import { routes as appRoutes } from '../../src/app/routes';
import { SessionContext } from '../../src/app/session-context';
import { SettingsContext } from '../../src/app/settings-context';
import type { SessionInput } from '../../machines/session.machine';

/** Settings whose effects go nowhere: the layouts read them, these tests do not look at storage. */
const quietSettings = settingsMachine.provide({
  actors: {
    listenToOtherTabs: fromCallback<SettingsEvent>(() => {}),
    requestFullscreen: fromPromise<void>(async () => {}),
    listenToFullscreenChanges: fromCallback<SettingsEvent>(() => {}),
  },
  actions: { persistSettings: () => {}, persistLanguage: () => {}, exitFullscreen: () => {}, logError: () => {} },
});

export interface RenderAppOptions {
  /** The stored settings the app starts from; nothing stored by default. */
  settings?: SettingsInput;
  /** A route table other than the app's, for a test that adds a route of its own. */
  routes?: RouteObject[];
}

/** The real route table at `path`, over a session machine whose effects the test provides. */
export function renderApp(path: string, logic: typeof sessionMachine, input: SessionInput, options: RenderAppOptions = {}) {
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const settingsInput = options.settings ?? { storedSettings: null, storedLanguage: null };
  const view = render(
    <SettingsContext.Provider logic={quietSettings} options={{ input: settingsInput }}>
      <FluentProvider theme={webLightTheme}>
        <SessionContext.Provider logic={logic as AnyActorLogic as typeof sessionMachine} options={{ input }}>
          <CheckoutProvider>
            <RouterProvider router={router} />
          </CheckoutProvider>
        </SessionContext.Provider>
      </FluentProvider>
    </SettingsContext.Provider>,
  );
  return { ...view, router };
}
