import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { themeColorPresets } from '../../machines/rules/settings';
import { yellowGold } from '../../src/theme/brand';
import { contrastRatio, relativeLuminance, toHsl } from '../../src/theme/color';
import { presetColors } from '../../src/theme/presets';
import { brandRamp, rampSteps, stepOf } from '../../src/theme/ramp';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('WCAG colour arithmetic', () => {
  it('measures the known extremes and a known grey', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the lightest grey that passes AA on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('does not care about the order of the two colours', () => {
    fc.assert(fc.property(hexColour, hexColour, (a, b) => contrastRatio(a, b) === contrastRatio(b, a)));
  });
});

describe('brandRamp', () => {
  it('gives Fluent its 16 steps, darkest to lightest, with main at the step nearest its luminance', () => {
    fc.assert(
      fc.property(hexColour, (main) => {
        const ramp = brandRamp(main);
        expect(Object.keys(ramp).map(Number)).toEqual([...rampSteps]);
        for (const step of rampSteps) expect(ramp[step]).toMatch(/^#[0-9a-f]{6}$/);
        const luminances = rampSteps.map((step) => relativeLuminance(ramp[step]));
        for (let i = 1; i < luminances.length; i += 1) expect(luminances[i]).toBeGreaterThan(luminances[i - 1] ?? 0);
        expect(ramp[stepOf(ramp, main)]).toBe(main);
      }),
    );
  });

  it('follows the tonal curve of the hand-made gold ramp, so every preset is as legible as gold', () => {
    for (const preset of themeColorPresets) {
      const ramp = brandRamp(presetColors[preset].main);
      for (const step of rampSteps) {
        if (ramp[step] === presetColors[preset].main) continue;
        expect(contrastRatio(ramp[step], yellowGold[step]), `${preset} ${step}`).toBeLessThan(1.03);
      }
    }
  });

  it('keeps the hue of the main colour on its saturated steps', () => {
    for (const preset of themeColorPresets) {
      const { main } = presetColors[preset];
      const ramp = brandRamp(main);
      for (const step of [50, 60, 70, 80, 90, 100, 110] as const) {
        const hueShift = Math.abs(toHsl(ramp[step]).h - toHsl(main).h);
        expect(Math.min(hueShift, 360 - hueShift), `${preset} ${step}`).toBeLessThan(4);
      }
    }
  });

  it('rebuilds the gold ramp from gold', () => {
    const rebuilt = brandRamp(yellowGold[120]);
    for (const step of rampSteps) expect(contrastRatio(rebuilt[step], yellowGold[step]), String(step)).toBeLessThan(1.03);
  });
});
