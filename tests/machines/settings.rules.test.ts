import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canReset,
  defaultSettings,
  effectiveDirection,
  languages,
  restoreLanguage,
  restoreSettings,
  themeColorPresets,
  themeContrasts,
  themeDirections,
  themeLayouts,
  themeModes,
  toStoredSettings,
  type ThemeSettings,
} from '../../machines/rules/settings';

const anySettings: fc.Arbitrary<ThemeSettings> = fc.record({
  themeMode: fc.constantFrom(...themeModes),
  themeContrast: fc.constantFrom(...themeContrasts),
  themeDirection: fc.constantFrom(...themeDirections),
  themeLayout: fc.constantFrom(...themeLayouts),
  themeStretch: fc.boolean(),
  themeColorPresets: fc.constantFrom(...themeColorPresets),
});

describe('settings rules', () => {
  it('has the spec’s defaults: dark, default contrast, ltr, vertical, no stretch, default preset', () => {
    expect(defaultSettings).toEqual({
      themeMode: 'dark',
      themeContrast: 'default',
      themeDirection: 'ltr',
      themeLayout: 'vertical',
      themeStretch: false,
      themeColorPresets: 'default',
    });
  });

  it('reads back whatever it stores', () => {
    fc.assert(
      fc.property(anySettings, (settings) => {
        expect(restoreSettings(JSON.stringify(toStoredSettings(settings)))).toEqual({ kind: 'valid', settings });
      }),
    );
  });

  it('drops unknown fields of a stored version it knows', () => {
    const stored = JSON.stringify({ version: 1, data: { ...defaultSettings, themeFont: 'Comic Sans' } });
    expect(restoreSettings(stored)).toEqual({ kind: 'valid', settings: defaultSettings });
  });

  it("reads the spec's plain shape, whole or in part, over the defaults", () => {
    fc.assert(
      fc.property(anySettings, (settings) => {
        expect(restoreSettings(JSON.stringify(settings))).toEqual({ kind: 'valid', settings });
      }),
    );
    expect(restoreSettings('{"themeMode":"light"}')).toEqual({ kind: 'valid', settings: { ...defaultSettings, themeMode: 'light' } });
    expect(restoreSettings('{"themeMode":"light","themeDirection":"rtl","themeFont":"Comic Sans"}')).toEqual({
      kind: 'valid',
      settings: { ...defaultSettings, themeMode: 'light', themeDirection: 'rtl' },
    });
  });

  it.each([
    ['a value out of range', '{"themeMode":"sepia"}'],
    ['no setting it knows', '{"themeFont":"Comic Sans"}'],
    ['another version', '{"version":2,"data":{"themeMode":"light"}}'],
    ['a list', '["light"]'],
  ])('discards a plain record with %s', (_, raw) => {
    expect(restoreSettings(raw)).toEqual({ kind: 'discarded' });
  });

  it('discards any text that is not a stored settings record', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(restoreSettings(raw).kind).toBe('discarded');
      }),
    );
  });

  it('lights the reset dot exactly when one setting differs from its default', () => {
    fc.assert(
      fc.property(anySettings, (settings) => {
        const differing = Object.entries(defaultSettings).filter(([key, value]) => settings[key as keyof ThemeSettings] !== value);
        expect(canReset(settings)).toBe(differing.length > 0);
      }),
    );
    expect(canReset({ ...defaultSettings })).toBe(false);
  });

  it('draws Arabic right to left whatever the stored direction, other languages as stored', () => {
    fc.assert(
      fc.property(anySettings, fc.constantFrom(...languages), (settings, language) => {
        expect(effectiveDirection(settings, language)).toBe(language === 'ar' ? 'rtl' : settings.themeDirection);
      }),
    );
  });

  it('accepts the six language codes and nothing else', () => {
    for (const language of languages) expect(restoreLanguage(language)).toBe(language);
    for (const other of [null, '', 'zh', 'es-CL', 'AR']) expect(restoreLanguage(other)).toBe('es');
  });
});
