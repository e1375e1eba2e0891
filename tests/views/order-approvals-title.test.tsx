import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApprovalSummary } from '../../contract/order-approvals';
import type { AccessToken, SessionUser } from '../../machines/session.machine';
import { paths } from '../../src/kernel/paths';
import { SessionContext } from '../../src/kernel/session-context';
import { OrderApprovalsPage } from '../../src/views/order-approvals/OrderApprovalsPage';
import { fakeEffects, WithEffects } from './effects-fakes';
import { sessionWithFakes } from './session-fakes';
import { daniela, sessionFor } from './shell-routes.harness';

it("names the page as the navigation does until the profile says whose requests they are, then a buyer's own words", async () => {
  let answerProfile: (user: SessionUser) => void = () => {};
  const profile = new Promise<SessionUser>((resolve) => (answerProfile = resolve));
  const comprador: SessionUser = { ...daniela, role: 'comprador' };
  const logic = sessionWithFakes(comprador).provide({ actors: { fetchProfile: fromPromise<SessionUser, AccessToken>(() => profile) } });
  const effects = fakeEffects({ orderApprovals: { actors: { fetchOrderApprovals: fromPromise<readonly ApprovalSummary[], void>(async () => []) } } });
  const router = createMemoryRouter([{ path: paths.orderApprovals, element: <OrderApprovalsPage /> }], { initialEntries: [paths.orderApprovals] });
  render(
    <FluentProvider theme={webLightTheme}>
      <WithEffects effects={effects}>
        <SessionContext.Provider logic={logic} options={{ input: sessionFor(comprador).input }}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </WithEffects>
    </FluentProvider>,
  );

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Aprobaciones$/);
  expect(screen.queryByText('Pedidos por aprobar')).toBeNull();

  answerProfile(comprador);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mis pedidos por aprobar' })).toBeVisible();
  expect(screen.getByText('Los pedidos que enviaste porque superaban tus límites de compra, y qué se decidió.')).toBeVisible();
});
