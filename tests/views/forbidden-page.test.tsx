import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { renderApp } from './render-app';
import { screenWidth } from './screen-width';
import { daniela, sessionFor, storedSettings } from './shell-routes.harness';

let restoreScreen: () => void = () => {};
afterEach(() => restoreScreen());

function open(path: string, role: string) {
  restoreScreen = screenWidth(1280);
  const { logic, input } = sessionFor({ ...daniela, role, isPremium: false });
  return renderApp(path, logic, input, { settings: storedSettings({ themeLayout: 'vertical' }) });
}

const forbidden = () => screen.findByRole('heading', { level: 1, name: 'No tienes permiso para ver esta página' }, { timeout: 20_000 });

describe('a page opened by its address without the right', { timeout: 30_000 }, () => {
  it.each([
    ['comprador', '/dashboard/group', 'Empresa'],
    ['comprador', '/dashboard/group/card', 'Mis Tarjetas'],
    ['comprador', '/dashboard/group/five', 'Facturas'],
    ['finanzas', '/product/checkout', 'the checkout'],
  ])('tells a %s at %s (%s) in Spanish, with the way back', async (role, path) => {
    const { router } = open(path, role);
    expect(await forbidden()).toBeInTheDocument();
    expect(screen.getByText(/Tu rol en la empresa no incluye esta sección/)).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Volver al inicio' });
    await userEvent.setup().click(back);
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard'));
  });

  it('shows the page itself to a role that has the right', async () => {
    open('/dashboard/group/five', 'finanzas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No tienes permiso para ver esta página' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    open('/dashboard/group', 'comprador');
    await forbidden();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
