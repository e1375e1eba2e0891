import { describe, expect, it } from 'vitest';
import { themeColorPresets, themeContrasts, themeModes } from '../../machines/rules/settings';
import { yellowGold } from '../../src/theme/brand';
import { contrastRatio } from '../../src/theme/color';
import { presetColors } from '../../src/theme/presets';
import { loadThemeFor, themeFor } from '../../src/theme/themes';
import { bottleOutline } from '../../src/views/auth/PantryIllustration';

const choices = themeColorPresets.flatMap((themeColorPresets) =>
  themeModes.flatMap((themeMode) => themeContrasts.map((themeContrast) => ({ themeColorPresets, themeMode, themeContrast }))),
);
const named = choices.map((choice) => [`${choice.themeColorPresets}, ${choice.themeMode}, ${choice.themeContrast}`, choice] as const);

// First in the file: the builder's module state is this file's own, and nothing has loaded it yet.
describe('the light theme builder', () => {
  it('is loaded on demand: dark themes are at hand, a light one only after loadThemeFor', async () => {
    const light = { themeColorPresets: 'default', themeMode: 'light', themeContrast: 'default' } as const;
    expect(themeFor({ ...light, themeMode: 'dark' })).toBeDefined();
    expect(themeFor(light)).toBeUndefined();
    const loaded = await loadThemeFor(light);
    expect(themeFor(light)).toBe(loaded);
    expect(contrastRatio(loaded.colorNeutralBackground1, '#ffffff')).toBeLessThan(1.1);
  });
});

describe('theme contrast (WCAG 2.2 AA)', () => {
  it.each(named)('%s: the primary button text is at least 4.5:1 at rest, hovered and pressed', async (_, choice) => {
    const theme = await loadThemeFor(choice);
    for (const background of [theme.colorBrandBackground, theme.colorBrandBackgroundHover, theme.colorBrandBackgroundPressed]) {
      expect(contrastRatio(background, theme.colorNeutralForegroundOnBrand)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(named)('%s: links and brand text are at least 4.5:1 on the page', async (_, choice) => {
    const theme = await loadThemeFor(choice);
    expect(contrastRatio(theme.colorBrandForegroundLink, theme.colorNeutralBackground1)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.colorBrandForeground1, theme.colorNeutralBackground1)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('themes from the settings', () => {
  it('draws the primary colour in the preset’s main colour, yellow-gold by default, in both modes', async () => {
    for (const { themeColorPresets: preset, themeMode, themeContrast } of choices) {
      expect((await loadThemeFor({ themeColorPresets: preset, themeMode, themeContrast })).colorBrandBackground).toBe(presetColors[preset].main);
    }
    expect(presetColors.default.main).toBe(yellowGold[120]);
  });

  it('is dark on a dark page and light on a light one', async () => {
    for (const preset of themeColorPresets) {
      const dark = await loadThemeFor({ themeColorPresets: preset, themeMode: 'dark', themeContrast: 'default' });
      const light = await loadThemeFor({ themeColorPresets: preset, themeMode: 'light', themeContrast: 'default' });
      expect(contrastRatio(dark.colorNeutralBackground1, '#000000')).toBeLessThan(2);
      expect(contrastRatio(light.colorNeutralBackground1, '#ffffff')).toBeLessThan(1.1);
    }
  });

  it('makes borders reach 3:1 and secondary text stronger in bold contrast', async () => {
    for (const themeMode of themeModes) {
      const normal = await loadThemeFor({ themeColorPresets: 'default', themeMode, themeContrast: 'default' });
      const bold = await loadThemeFor({ themeColorPresets: 'default', themeMode, themeContrast: 'bold' });
      const onPage = (color: string) => contrastRatio(color, bold.colorNeutralBackground1);
      expect(onPage(bold.colorNeutralStroke1)).toBeGreaterThanOrEqual(3);
      expect(onPage(bold.colorNeutralStroke2)).toBeGreaterThanOrEqual(3);
      expect(onPage(normal.colorNeutralStroke1)).toBeLessThan(3);
      for (const token of ['colorNeutralForeground2', 'colorNeutralForeground3', 'colorNeutralForeground4', 'colorNeutralStrokeAccessible'] as const) {
        expect(onPage(bold[token]), `${themeMode} ${token}`).toBeGreaterThan(onPage(normal[token]));
        expect(onPage(bold[token]), `${themeMode} ${token}`).toBeGreaterThanOrEqual(7);
      }
    }
  });

  it('builds each theme once and hands back the same object', async () => {
    const choice = { themeColorPresets: 'cyan', themeMode: 'light', themeContrast: 'bold' } as const;
    expect(await loadThemeFor({ ...choice })).toBe(themeFor({ ...choice }));
    expect(themeFor({ ...choice, themeMode: 'dark' })).not.toBe(themeFor(choice));
  });
});

describe("the auth pages' illustration", () => {
  it.each(themeModes.flatMap((mode) => themeContrasts.map((contrast) => [mode, contrast] as const)))(
    "outlines the nearly white milk bottle at 3:1 or more against the %s (%s) panel behind it",
    async (themeMode, themeContrast) => {
      const theme = await loadThemeFor({ themeMode, themeContrast, themeColorPresets: 'default' });
      expect(contrastRatio(bottleOutline, theme.colorNeutralBackground3)).toBeGreaterThanOrEqual(3);
    },
  );
});
