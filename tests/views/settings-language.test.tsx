import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { fakeBrowser, renderSettings } from './settings-harness';

const nothingStored = { storedSettings: null, storedLanguage: null };

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

describe('language picker', () => {
  it('lists every language named in itself, marked with its language, the current one checked', async () => {
    renderSettings(nothingStored, fakeBrowser().browser);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang'), item.getAttribute('aria-checked')])).toEqual([
      ['Español', 'es', 'true'],
      ['English', 'en', 'false'],
      ['Français', 'fr', 'false'],
      ['Tiếng Việt', 'vi', 'false'],
      ['中文', 'zh-CN', 'false'],
      ['العربية', 'ar', 'false'],
    ]);
  });

  it('switches the whole interface to English and remembers the choice', async () => {
    renderSettings(nothingStored, fakeBrowser().browser);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));

    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Settings' }));
    expect(drawer.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('turns the layout right to left in Arabic and locks the direction with an explanation', async () => {
    renderSettings(nothingStored, fakeBrowser().browser);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));

    const arabic = i18n.getFixedT('ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
    // The direction follows the choice at once; the Arabic texts arrive with their file, a moment later.
    const open = await waitFor(() => screen.getByRole('button', { name: arabic('settings.open') }));
    await user.click(open);
    const drawer = within(await screen.findByRole('dialog', { name: arabic('settings.title') }));
    const rightToLeft = drawer.getByRole('radio', { name: arabic('settings.direction.rtl') });
    expect(rightToLeft).toBeChecked();
    expect(rightToLeft).toBeDisabled();
    expect(drawer.getByRole('radio', { name: arabic('settings.direction.ltr') })).toBeDisabled();
    expect(rightToLeft.closest('[role="radiogroup"]')).toHaveAccessibleDescription(arabic('settings.direction.locked'));

    await user.click(screen.getByRole('button', { name: arabic('language.menu', { language: 'العربية' }) }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(drawer.getByRole('radio', { name: 'De izquierda a derecha' })).toBeEnabled();
    expect(drawer.getByRole('radio', { name: 'De izquierda a derecha' })).toBeChecked();
  });

  it('starts in the stored language, with Spanish for any text it lacks', async () => {
    renderSettings({ storedSettings: null, storedLanguage: 'vi' }, fakeBrowser().browser);
    const vietnamese = i18n.getFixedT('vi');
    await waitFor(() => expect(i18n.language).toBe('vi'));
    expect(document.documentElement).toHaveAttribute('lang', 'vi');
    expect(screen.getByRole('button', { name: vietnamese('settings.open') })).toBeInTheDocument();
    expect(vietnamese('settings.open')).not.toBe('settings.open');
  });
});
