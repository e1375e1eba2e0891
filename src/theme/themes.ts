import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import type { ThemeSettings } from '../../machines/rules/settings';
import { boldNeutrals } from './bold';
import { yellowGold } from './brand';
import { relativeLuminance } from './color';
import { presetColors, type ColorPreset, type PresetColors } from './presets';
import { brandRamp, stepOf, type RampStep } from './ramp';

export type ThemeChoice = Pick<ThemeSettings, 'themeMode' | 'themeContrast' | 'themeColorPresets'>;

/** The default preset keeps the distributor's hand-made gold ramp; the others are built from their main colour. */
export function rampOf(preset: ColorPreset): BrandVariants {
  return preset === 'default' ? yellowGold : brandRamp(presetColors[preset].main);
}

/**
 * The primary button shows the preset's main colour under the preset's own text colour. Hover and press
 * move along the ramp away from that text colour, so they can only gain contrast.
 */
function primaryTokens(ramp: BrandVariants, { main, contrastText }: PresetColors): Partial<Theme> {
  const mainStep = stepOf(ramp, main);
  const away = relativeLuminance(contrastText) < relativeLuminance(main) ? 10 : -10;
  const shade = (distance: number) => ramp[Math.min(160, Math.max(10, mainStep + away * distance)) as RampStep];
  return {
    colorBrandBackground: main,
    colorBrandBackgroundHover: shade(1),
    colorBrandBackgroundPressed: shade(2),
    colorBrandBackgroundSelected: shade(1),
    colorNeutralForegroundOnBrand: contrastText,
  };
}

/** Fluent's dark theme writes brand text at step 100, under 4.5:1 on its background along the gold curve; 110 is above. */
function darkBrandText(ramp: BrandVariants): Partial<Theme> {
  return {
    colorBrandForegroundLink: ramp[110],
    colorBrandForegroundLinkHover: ramp[120],
    colorBrandForegroundLinkPressed: ramp[100],
    colorBrandForegroundLinkSelected: ramp[110],
    colorBrandForeground1: ramp[110],
    colorBrandForeground2: ramp[120],
  };
}

function buildTheme({ themeMode, themeContrast, themeColorPresets }: ThemeChoice): Theme {
  const ramp = rampOf(themeColorPresets);
  const base = themeMode === 'dark' ? { ...createDarkTheme(ramp), ...darkBrandText(ramp) } : createLightTheme(ramp);
  return {
    ...base,
    ...primaryTokens(ramp, presetColors[themeColorPresets]),
    ...(themeContrast === 'bold' ? boldNeutrals[themeMode] : {}),
  };
}

const themes = new Map<string, Theme>();

/** One theme object per (preset, mode, contrast), so FluentProvider sees the same object and restyles nothing. */
export function themeFor(choice: ThemeChoice): Theme {
  const key = `${choice.themeColorPresets}:${choice.themeMode}:${choice.themeContrast}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = buildTheme(choice);
    themes.set(key, theme);
  }
  return theme;
}
