import { describe, expect, it } from 'vitest';
import { themeModes, themeContrasts, themeColorPresets } from '../../machines/rules/settings';
import { relativeLuminance } from '../../src/theme/color';
import { loadThemeFor } from '../../src/theme/themes';
import { debtColours, otherColour, singleColour, stackColours } from '../../src/views/analytics/analytics-figures';
import { stateChartColors } from '../../src/views/invoices/invoice-states';

/** Every colour a chart draws with: the invoices' debt by state, and the analytics page's series and buckets. */
const chartColours: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(stateChartColors).map(([state, colour]) => [`invoices ${state}`, colour])),
  ...Object.fromEntries(stackColours.map((colour, i) => [`analytics category ${i + 1}`, colour])),
  'analytics other categories': otherColour,
  'analytics single series': singleColour,
  ...Object.fromEntries(Object.entries(debtColours).map(([bucket, colour]) => [`analytics debt ${bucket}`, colour])),
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `var(--colorStatusDangerForeground1)` names the theme token it reads. */
const tokenOf = (cssVariable: string) => /^var\(--(\w+)\)$/.exec(cssVariable)?.[1] ?? cssVariable;

describe('chart colours', () => {
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
      for (const [name, colour] of Object.entries(chartColours)) {
        const value = theme[tokenOf(colour)];
        expect(value, `${name} reads ${colour}`).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrast(value!, background), name).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
