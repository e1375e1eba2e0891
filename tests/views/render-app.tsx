import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AnyActorLogic } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import { routes } from '../../src/app/routes';
import { SessionContext } from '../../src/app/session-context';
import type { SessionInput } from '../../machines/session.machine';

/** The real route table at `path`, over a session machine whose effects the test provides. */
export function renderApp(path: string, logic: typeof sessionMachine, input: SessionInput) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <SessionContext.Provider logic={logic as AnyActorLogic as typeof sessionMachine} options={{ input }}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </FluentProvider>,
  );
  return { ...view, router };
}
