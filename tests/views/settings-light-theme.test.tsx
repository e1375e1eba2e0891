import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/i18n';
import { fakeBrowser, renderSettings } from './settings-harness';

// The light theme's chunk cannot be downloaded, as when the connection drops.
vi.mock('../../src/theme/light', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/light.js');
});

const notice = 'No pudimos descargar el tema claro, así que seguimos en oscuro. Revisa tu conexión y recarga la página para intentarlo de nuevo.';
const pageColour = () => document.body.style.backgroundColor;

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

describe('a light theme that cannot be downloaded', () => {
  it('leaves the page dark with a notice in the drawer, and keeps the stored choice for a reload', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings({ storedSettings: null, storedLanguage: null }, fakeBrowser().browser);
    const user = userEvent.setup();
    const dark = pageColour();
    await user.click(screen.getByRole('button', { name: 'Ajustes' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Ajustes' }));

    await user.click(drawer.getByRole('radio', { name: 'Claro' }));
    expect(await drawer.findByText(notice)).toBeInTheDocument();
    expect(drawer.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    expect(pageColour()).toBe(dark);
    expect(log).toHaveBeenCalledWith('No se pudo cargar el tema claro; se muestra el oscuro.', expect.any(Error));
    expect(JSON.parse(localStorage.getItem('settings') ?? 'null')).toMatchObject({ data: { themeMode: 'light' } });

    // Choosing a mode answers the notice; light fails again at once, as it would in a browser until a reload.
    await user.click(drawer.getByRole('radio', { name: 'Claro' }));
    expect(await drawer.findByText(notice)).toBeInTheDocument();
    expect(drawer.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    await user.click(drawer.getByRole('button', { name: 'Cerrar aviso' }));
    expect(drawer.queryByText(notice)).not.toBeInTheDocument();
  });
});
