import { createDarkTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import type { ThemeSettings } from '../../machines/rules/settings';
import { boldNeutrals } from './bold';
import { yellowGold } from './brand';
import { relativeLuminance } from './color';
import { presetColors, type ColorPreset, type PresetColors } from './presets';
import { brandRamp, stepOf, type RampStep } from './ramp';

export type ThemeChoice = Pick<ThemeSettings, 'themeMode' | 'themeContrast' | 'themeColorPresets'>;

/** The default preset keeps the distributor's hand-made gold ramp; the others are built from their main colour. */
function rampOf(preset: ColorPreset): BrandVariants {
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

type BaseBuilder = (ramp: BrandVariants) => Theme;

const darkBase: BaseBuilder = (ramp) => ({ ...createDarkTheme(ramp), ...darkBrandText(ramp) });
let lightBase: BaseBuilder | null = null;
let lightBaseLoading: Promise<BaseBuilder> | null = null;

function buildTheme({ themeMode, themeContrast, themeColorPresets }: ThemeChoice, base: BaseBuilder): Theme {
  const ramp = rampOf(themeColorPresets);
  return {
    ...base(ramp),
    ...primaryTokens(ramp, presetColors[themeColorPresets]),
    ...(themeContrast === 'bold' ? boldNeutrals[themeMode] : {}),
  };
}

const themes = new Map<string, Theme>();

function cachedTheme(choice: ThemeChoice, base: BaseBuilder): Theme {
  const key = `${choice.themeColorPresets}:${choice.themeMode}:${choice.themeContrast}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = buildTheme(choice, base);
    themes.set(key, theme);
  }
  return theme;
}

/** The dark theme of a preset and contrast, always at hand. */
export function darkThemeFor(choice: Omit<ThemeChoice, 'themeMode'>): Theme {
  return cachedTheme({ ...choice, themeMode: 'dark' }, darkBase);
}

/**
 * One theme object per (preset, mode, contrast), so FluentProvider sees the same object and restyles nothing.
 * Undefined for a light theme until `loadThemeFor` has brought its builder.
 */
export function themeFor(choice: ThemeChoice): Theme | undefined {
  if (choice.themeMode === 'dark') return darkThemeFor(choice);
  return lightBase ? cachedTheme(choice, lightBase) : undefined;
}

/**
 * Brings what `choice` needs (the light builder is a chunk of its own) and answers its theme. When that
 * chunk cannot be fetched it answers the dark theme and says why. Asking again is pointless until a
 * reload: a browser never fetches a module that failed to load a second time.
 */
export async function loadThemeFor(choice: ThemeChoice): Promise<Theme> {
  if (choice.themeMode === 'light' && !lightBase) {
    lightBaseLoading ??= import('./light').then((module) => module.createLightTheme);
    try {
      lightBase = await lightBaseLoading;
    } catch (error) {
      console.error('No se pudo cargar el tema claro; se muestra el oscuro.', error);
    }
  }
  return themeFor(choice) ?? darkThemeFor(choice);
}
