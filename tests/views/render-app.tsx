import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction, type NavigateOptions, type RouteObject, type To } from 'react-router-dom';
import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import { settingsMachine, type SettingsEvent, type SettingsInput } from '../../machines/settings.machine';
import { AppRoutes } from '../../src/app/AppRoutes';
import { EffectsContext, type Effects } from '../../src/kernel/effects';
import { appEffects } from './effects-fakes';
import { CheckoutProvider } from '../../src/app/CheckoutProvider';
import { SessionContext } from '../../src/kernel/session-context';
import { SettingsContext } from '../../src/kernel/settings-context';
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
  /** The pages' effects; by default the app's own, over this test's fetch and storage. */
  effects?: Effects;
}

/** What a test reads and drives of the router: where the app is, and a navigation as a link makes it. */
export interface RouterHandle {
  location: () => Location;
  navigate: (to: To, options?: NavigateOptions) => void;
}

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Hands the router's location and navigate function out of the tree after every render. */
function RouterProbe({ onRender }: { onRender: (probe: Required<Probe>) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ location, navigate });
  });
  return null;
}

function probed<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('renderApp: the router has not rendered yet');
  return value;
}

/** The real route table at `path`, over a session machine whose effects the test provides. */
export function renderApp(path: string, logic: typeof sessionMachine, input: SessionInput, options: RenderAppOptions = {}) {
  let probe: Probe = {};
  const settingsInput = options.settings ?? { storedSettings: null, storedLanguage: null };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <EffectsContext.Provider value={options.effects ?? appEffects()}>
        <SettingsContext.Provider logic={quietSettings} options={{ input: settingsInput }}>
          <FluentProvider theme={webLightTheme}>
            <SessionContext.Provider logic={logic as AnyActorLogic as typeof sessionMachine} options={{ input }}>
              <CheckoutProvider>
                <RouterProbe onRender={(latest) => (probe = latest)} />
                <AppRoutes routes={options.routes} />
              </CheckoutProvider>
            </SessionContext.Provider>
          </FluentProvider>
        </SettingsContext.Provider>
      </EffectsContext.Provider>
    </MemoryRouter>,
  );
  const router: RouterHandle = {
    location: () => probed(probe.location),
    navigate: (to, navigateOptions) => void probed(probe.navigate)(to, navigateOptions),
  };
  return { ...view, router };
}
