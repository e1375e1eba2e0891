import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toStoredSettings, type ThemeSettings } from '../../machines/rules/settings';
import { i18n } from '../../src/i18n';
import { darkThemeFor, loadThemeFor } from '../../src/theme/themes';
import { fakeBrowser, renderSettings } from './settings-harness';

const chosen: ThemeSettings = {
  themeMode: 'light',
  themeContrast: 'bold',
  themeDirection: 'rtl',
  themeLayout: 'mini',
  themeStretch: true,
  themeColorPresets: 'purple',
};

/** The page colour as the browser reports it, `rgb(r, g, b)`. */
function asRgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
const pageColour = async (themeMode: ThemeSettings['themeMode']) =>
  asRgb((await loadThemeFor({ themeMode, themeContrast: 'default', themeColorPresets: 'default' })).colorNeutralBackground1);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

describe('the page follows the settings', () => {
  it('starts dark and left to right with nothing stored', () => {
    renderSettings({ storedSettings: null, storedLanguage: null }, fakeBrowser().browser);
    expect(document.body.style.backgroundColor).toBe(asRgb(darkThemeFor({ themeContrast: 'default', themeColorPresets: 'default' }).colorNeutralBackground1));
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('changes at once with the mode chosen in the drawer, and with another tab’s choice', async () => {
    const fake = fakeBrowser();
    renderSettings({ storedSettings: null, storedLanguage: null }, fake.browser);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ajustes' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ajustes' })).getByRole('radio', { name: 'Claro' }));
    // The light builder may still be on its way the first time light is chosen.
    const light = await pageColour('light');
    await waitFor(() => expect(document.body.style.backgroundColor).toBe(light));
    expect(JSON.parse(localStorage.getItem('settings') ?? 'null')).toMatchObject({ data: { themeMode: 'light' } });

    act(() => fake.writeFromOtherTab('settings', JSON.stringify(toStoredSettings({ ...chosen, themeMode: 'dark' }))));
    expect(document.body.style.backgroundColor).toBe(await pageColour('dark'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Spanish in the mirrored layout: each text marked left to right at both ends (src/i18n).
    await waitFor(() => expect(screen.getByRole('radio', { name: '\u200eMorado\u200e' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('comes back after a reload as it was stored', async () => {
    // As the entry does before its first paint (src/app/main.tsx).
    await loadThemeFor(chosen);
    renderSettings({ storedSettings: JSON.stringify(toStoredSettings(chosen)), storedLanguage: 'es' }, fakeBrowser().browser);
    expect(document.body.style.backgroundColor).toBe(await pageColour('light'));
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: '\u200eAjustes\u200e' })).toHaveAccessibleDescription('\u200eTienes ajustes distintos de los predeterminados.\u200e');
  });

  it('closes the drawer with Esc and puts the focus back on the settings button', async () => {
    renderSettings({ storedSettings: null, storedLanguage: null }, fakeBrowser().browser);
    const user = userEvent.setup();
    const settingsButton = screen.getByRole('button', { name: 'Ajustes' });
    await user.click(settingsButton);
    const drawer = await screen.findByRole('dialog', { name: 'Ajustes' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(settingsButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(settingsButton).toHaveFocus());
  });
});
