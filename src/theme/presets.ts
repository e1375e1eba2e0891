import type { ThemeSettings } from '../../machines/rules/settings';
import { yellowGold } from './brand';

export type ColorPreset = ThemeSettings['themeColorPresets'];

/**
 * The hand-chosen part of each preset's palette: its main colour and the text drawn on it (at least
 * 4.5:1, a unit test checks). The spec's lighter, light, dark and darker tones are the steps of the
 * ramp built from main (`brandRamp`), so they cannot drift away from it.
 */
export interface PresetColors {
  main: string;
  contrastText: string;
}

export const presetColors: Readonly<Record<ColorPreset, PresetColors>> = {
  default: { main: yellowGold[120], contrastText: yellowGold[10] },
  cyan: { main: '#078dee', contrastText: '#001b3d' },
  purple: { main: '#7635dc', contrastText: '#ffffff' },
  blue: { main: '#2065d1', contrastText: '#ffffff' },
  orange: { main: '#fda92d', contrastText: '#1c252e' },
  red: { main: '#d32f2f', contrastText: '#ffffff' },
};
