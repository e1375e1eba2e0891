import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../../src/i18n';
import type { NavGroup } from '../../src/views/shell/navigation';
import { SearchDialog } from '../../src/views/shell/SearchDialog';
import { renderApp } from './render-app';
import { screenWidth } from './screen-width';
import { daniela, sessionFor } from './shell-routes.harness';

let restoreScreen: () => void = () => {};
beforeEach(() => {
  restoreScreen = screenWidth(1280);
  // jsdom does no layout and has no scrollIntoView; the dialog scrolls the active result into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(async () => {
  restoreScreen();
  vi.restoreAllMocks();
  await i18n.changeLanguage('es');
});

/** A signed-in page with no form of its own, so the dialog's search box is the only combobox. */
async function openDashboard(role = 'admin') {
  const { logic, input } = sessionFor({ ...daniela, role });
  const view = renderApp('/product/carritolote', logic, input);
  await screen.findByRole('heading', { name: /Carrito de lote|Batch cart/, level: 1 }, { timeout: 3000 });
  return { ...view, user: userEvent.setup() };
}

/**
 * Opens the dialog with the shortcut and puts the caret in the search box, as a user would. jsdom has no
 * layout, so Fluent's focus trap cannot move focus in by itself, and until focus is inside it leaves the
 * dialog marked aria-hidden; the e2e suite checks that the box gets focus on its own in a browser.
 */
async function pressSearchShortcut(user: ReturnType<typeof userEvent.setup>, modifier = 'Control') {
  await user.keyboard(`{${modifier}>}k{/${modifier}}`);
  await user.click(await screen.findByRole('combobox', { hidden: true }, { timeout: 3000 }));
  return screen.findByRole('dialog', { name: /Buscar en el menú|Search the menu/ });
}

const searchBox = () => screen.getByRole('combobox', { name: 'Buscar una página por nombre o dirección' });
const options = () => within(screen.getByRole('listbox', { name: 'Resultados' })).getAllByRole('option');

describe('search dialog', () => {
  it('toggles with Ctrl+K and Meta+K and starts by asking for keywords', async () => {
    const { user } = await openDashboard();
    expect(await pressSearchShortcut(user)).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Buscar...');
    expect(screen.getByRole('status')).toHaveTextContent('Escribe palabras clave');

    await user.keyboard('{Control>}k{/Control}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();

    expect(await pressSearchShortcut(user, 'Meta')).toBeInTheDocument();
  });

  it('opens from the header button too', async () => {
    const { user } = await openDashboard();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('combobox', { hidden: true })).toHaveAttribute('placeholder', 'Buscar...');
  });

  it('filters by title or path, ignoring case and accents, grouped as the navigation', async () => {
    const { user } = await openDashboard();
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'PEDI');
    expect(options().map((option) => option.textContent)).toEqual(['Pedidos/dashboard/three']);
    const results = () => screen.getByRole('listbox', { name: 'Resultados' });
    expect(within(results()).getByRole('group', { name: 'E-Commerce' })).toContainElement(options()[0] ?? null);

    await user.clear(searchBox());
    await user.type(searchBox(), 'group/');
    expect(options().map((option) => option.textContent)).toEqual([
      'Direcciones/dashboard/group/six',
      'Mis Tarjetas/dashboard/group/card',
      'Facturas/dashboard/group/five',
    ]);
    expect(within(results()).getByRole('group', { name: 'Mis Datos' })).toBeInTheDocument();
    expect(within(results()).queryByRole('group', { name: 'E-Commerce' })).not.toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'suscripcion');
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('Suscripción CXTI');
  });

  it('says so when nothing matches, quoting the query', async () => {
    const { user } = await openDashboard();
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'yogur');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Sin resultados');
    expect(status).toHaveTextContent('No hay resultados para "yogur"');
    expect(status).toHaveTextContent('Revisa la ortografía o usa palabras completas.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches only what the role may see', async () => {
    const { user } = await openDashboard('comprador');
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'facturas');
    expect(screen.getByRole('status')).toHaveTextContent('Sin resultados');
  });

  it('walks the results with the arrow keys and opens one with Enter', async () => {
    const { user, router } = await openDashboard();
    await pressSearchShortcut(user);
    await user.type(searchBox(), '/dashboard/group');
    const names = () => options().map((option) => option.getAttribute('aria-selected'));
    expect(names()).toEqual(['true', 'false', 'false', 'false']);
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options()[0]?.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(names()).toEqual(['false', 'false', 'true', 'false']);
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options()[2]?.id);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(names()).toEqual(['false', 'false', 'false', 'true']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard/group/six'));
    expect(await screen.findByRole('heading', { name: 'Direcciones', level: 1 })).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a result with a click', async () => {
    const { user, router } = await openDashboard();
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'team');
    await user.click(options()[0] as HTMLElement);
    await waitFor(() => expect(router.location().pathname).toBe('/teampurchase'));
  });

  it('uses the English texts of the spec word for word', async () => {
    await i18n.changeLanguage('en');
    const { user } = await openDashboard();
    await pressSearchShortcut(user);
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('placeholder', 'Search...');
    expect(screen.getByRole('status')).toHaveTextContent('Please enter keywords');
    await user.type(box, 'yogurt');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Not Found');
    expect(status).toHaveTextContent('No results found for "yogurt"');
    expect(status).toHaveTextContent('Try checking for typos or using complete words.');
  });
});

describe('search dialog with an external link', () => {
  it('opens an http path in a new window instead of navigating', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const groups: NavGroup[] = [
      { id: 'links', subheader: 'Enlaces', items: [{ id: 'sii', title: 'Sitio del SII', path: 'https://www.sii.cl', icon: 'invoices' }] },
    ];
    const onOpenChange = vi.fn();
    const router = createMemoryRouter([{ path: '*', element: <SearchDialog open onOpenChange={onOpenChange} groups={groups} /> }]);
    render(
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'sii{Enter}');
    expect(open).toHaveBeenCalledWith('https://www.sii.cl', '_blank', 'noopener,noreferrer');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
