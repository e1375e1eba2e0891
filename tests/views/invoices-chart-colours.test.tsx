import { describe, expect, it } from 'vitest';
import { themeModes, themeContrasts, themeColorPresets } from '../../machines/rules/settings';
import { relativeLuminance } from '../../src/theme/color';
import { loadThemeFor } from '../../src/theme/themes';
import { stateChartColors } from '../../src/views/invoices/invoice-states';

const contrast = (a: string, b: string) => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `var(--colorStatusDangerForeground1)` names the theme token it reads. */
const tokenOf = (cssVariable: string) => /^var\(--(\w+)\)$/.exec(cssVariable)?.[1] ?? cssVariable;

describe('debt chart colours', () => {
  const themes = themeModes.flatMap((themeMode) =>
    themeContrasts.flatMap((themeContrast) =>
      themeColorPresets.map((themeColorPresets) => ({ themeMode, themeContrast, themeColorPresets })),
    ),
  );

  it.each(themes.map((choice) => [`${choice.themeMode} ${choice.themeContrast} ${choice.themeColorPresets}`, choice] as const))(
    'keep 3:1 against the page background in the %s theme (WCAG 1.4.11)',
    async (_, choice) => {
      const theme = (await loadThemeFor(choice)) as unknown as Record<string, string>;
      const background = theme.colorNeutralBackground1!;
      for (const [state, colour] of Object.entries(stateChartColors)) {
        const value = theme[tokenOf(colour)];
        expect(value, `${state} reads ${colour}`).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrast(value!, background), state).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
