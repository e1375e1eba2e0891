import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, switchLanguage } from '../../src/i18n';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('a language whose texts could not be downloaded', () => {
  it('shows Spanish, and is downloaded again when it is chosen again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The connection drops for the first request of the French texts.
    const fetching = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await switchLanguage('fr');
    expect(i18n.t('settings.title')).toBe('Ajustes');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"fr"'), expect.any(TypeError));

    await switchLanguage('fr');
    expect(fetching).toHaveBeenCalledTimes(2);
    expect(fetching.mock.calls.map(([url]) => String(url))).toEqual([expect.stringMatching(/fr\.json$/), expect.stringMatching(/fr\.json$/)]);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('settings.title')).toBe('Paramètres');
  });
});
