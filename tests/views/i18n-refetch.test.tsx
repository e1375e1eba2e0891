import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, switchLanguage } from '../../src/i18n';

// The French chunk fails to download the first time it is asked for, as when the connection drops.
let frenchReachable = false;
vi.mock('../../src/i18n/fr.json', async (importOriginal) => {
  if (!frenchReachable) throw new TypeError('Failed to fetch dynamically imported module: /assets/fr.js');
  return importOriginal();
});

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('a language whose texts could not be downloaded', () => {
  it('shows Spanish, and is downloaded again when it is chosen again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await switchLanguage('fr');
    expect(i18n.t('settings.title')).toBe('Ajustes');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"fr"'), expect.any(Error));

    frenchReachable = true;
    await switchLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('settings.title')).toBe(i18n.getResource('fr', 'translation', 'settings.title'));
    expect(i18n.t('settings.title')).not.toBe('Ajustes');
  });
});
