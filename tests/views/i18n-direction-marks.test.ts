import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';

afterEach(async () => {
  document.documentElement.dir = 'ltr';
  await i18n.changeLanguage('es');
});

describe('texts of a language written left to right in the mirrored layout', () => {
  it('are marked left to right at both ends, so "2 facturas" does not read "facturas 2"', () => {
    document.documentElement.dir = 'rtl';
    expect(i18n.t('orders.count', { count: 2 })).toBe('\u200e2 pedidos\u200e');
  });

  it('are left as they are in the layout of their own direction', async () => {
    expect(i18n.t('orders.count', { count: 2 })).toBe('2 pedidos');
    document.documentElement.dir = 'rtl';
    await i18n.changeLanguage('ar');
    expect(i18n.t('orders.count', { count: 2 })).not.toMatch(/\u200e/);
  });
});
