import type { BrandVariants } from '@fluentui/react-components';
import { yellowGold } from './brand';
import { fromHsl, relativeLuminance, toHsl } from './color';

export const rampSteps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
export type RampStep = (typeof rampSteps)[number];

/** How far apart two luminances are on the scale WCAG contrast uses. */
const contrastDistance = (a: number, b: number) => Math.abs(Math.log((a + 0.05) / (b + 0.05)));

function closestStep(luminanceOf: (step: RampStep) => number, luminance: number): RampStep {
  return rampSteps.reduce((best, step) =>
    contrastDistance(luminanceOf(step), luminance) < contrastDistance(luminanceOf(best), luminance) ? step : best,
  );
}

/**
 * The luminance of each step of the distributor's hand-made gold ramp. Every generated ramp follows this
 * curve, so a token that is legible in gold (a link on the page background, say) is legible in every preset.
 */
const tonalCurve = (step: RampStep) => relativeLuminance(yellowGold[step]);

/** The colour of hue `h` and saturation `s` whose luminance is `target` (luminance grows with HSL lightness). */
function withLuminance(h: number, s: number, target: number): string {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 30; i += 1) {
    const middle = (low + high) / 2;
    if (relativeLuminance(fromHsl({ h, s, l: middle })) < target) low = middle;
    else high = middle;
  }
  return fromHsl({ h, s, l: (low + high) / 2 });
}

/**
 * Fluent's 16-step brand ramp (10 darkest, 160 lightest) for a preset's main colour: main itself sits at
 * the step nearest its luminance, the other steps keep its hue and saturation at the gold ramp's luminances.
 */
export function brandRamp(main: string): BrandVariants {
  const { h, s } = toHsl(main);
  const mainStep = closestStep(tonalCurve, relativeLuminance(main));
  const entries = rampSteps.map((step) => [step, step === mainStep ? main.toLowerCase() : withLuminance(h, s, tonalCurve(step))]);
  return Object.fromEntries(entries) as BrandVariants;
}

/** The step of `ramp` whose luminance is nearest to `color`'s. */
export function stepOf(ramp: BrandVariants, color: string): RampStep {
  return closestStep((step) => relativeLuminance(ramp[step]), relativeLuminance(color));
}
