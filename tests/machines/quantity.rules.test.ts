import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../contract/vocabulary';
import {
  fitQuantity,
  formatQuantity,
  isQuantityRule,
  maximumOf,
  parseQuantity,
  quantityProblem,
  stepDown,
  stepUp,
  type QuantityRule,
} from '../../machines/rules/quantity';

/** Rules as the catalogue has them: whole units, boxes of N kg or litres, weighed pieces by the half kilo with a minimum. */
const rules: fc.Arbitrary<QuantityRule> = fc.oneof(
  fc.constant({ step: 1, min: 1 }),
  fc.integer({ min: 2, max: 30 }).map((step) => ({ step, min: step })),
  fc.integer({ min: 1, max: 12 }).map((halves) => ({ step: 0.5, min: halves / 2 })),
  fc.integer({ min: 1, max: 40 }).map((tenths) => ({ step: tenths / 10, min: tenths / 10 })),
);
const typed = fc.double({ min: 0, max: MAX_LINE_QUANTITY * 2, noNaN: true });

describe('a product’s quantity rule', () => {
  it('makes any typed quantity one the product is sold in, or 0, and says when it changed it', () => {
    fc.assert(
      fc.property(rules, typed, (rule, quantity) => {
        expect(isQuantityRule(rule)).toBe(true);
        const fitted = fitQuantity(quantity, rule);
        if (fitted.quantity === 0) {
          expect(fitted.change).toBeNull();
          return;
        }
        expect(quantityProblem(fitted.quantity, rule)).toBeNull();
        expect(fitted.change === null).toBe(fitted.quantity === quantity);
        // Nearest multiple: never further than half a step away, unless the minimum or maximum moved it.
        if (fitted.change === 'notMultiple') expect(Math.abs(fitted.quantity - quantity)).toBeLessThanOrEqual(rule.step / 2 + 1e-9);
        if (fitted.change === 'belowMinimum') expect(quantity).toBeLessThan(rule.min);
        if (fitted.change === 'aboveMaximum') expect(quantity).toBeGreaterThan(maximumOf(rule));
      }),
    );
  });

  it('accepts at the gateway exactly what the cart can hold', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 1, max: MAX_LINE_QUANTITY * 10 }), (rule, tenths) => {
        const quantity = tenths / 10;
        expect(quantityProblem(quantity, rule) === null).toBe(fitQuantity(quantity, rule).quantity === quantity);
      }),
    );
  });

  it('steps by the rule: + from nothing is the minimum, − below the minimum is 0, and neither leaves the rule', () => {
    fc.assert(
      fc.property(rules, typed, (rule, quantity) => {
        const start = fitQuantity(quantity, rule).quantity;
        const up = stepUp(start, rule);
        const down = stepDown(start, rule);
        expect(quantityProblem(up, rule)).toBeNull();
        if (down !== 0) expect(quantityProblem(down, rule)).toBeNull();
        if (start === 0) expect(up).toBe(rule.min);
        if (start > 0 && start < maximumOf(rule)) expect(up).toBeCloseTo(start + rule.step, 6);
        if (start >= rule.min + rule.step) expect(down).toBeCloseTo(start - rule.step, 6);
        else expect(down).toBe(0);
      }),
    );
  });

  it('refuses 2,5 drums, 4 kg of a 10 kg box and a weighed piece under its weight, and a maximum off the step', () => {
    expect(quantityProblem(2.5, { step: 1, min: 1 })).toBe('notMultiple');
    expect(quantityProblem(15, { step: 10, min: 10 })).toBe('notMultiple');
    expect(quantityProblem(1.5, { step: 0.5, min: 2 })).toBe('belowMinimum');
    expect(maximumOf({ step: 12, min: 12 })).toBe(9_996);
    expect(quantityProblem(10_000, { step: 12, min: 12 })).toBe('notMultiple');
    expect(isQuantityRule({ step: 0.5, min: 0.7 })).toBe(false);
    expect(isQuantityRule({ step: 0, min: 1 })).toBe(false);
  });
});

describe('a typed quantity, as Chileans write it', () => {
  it.each([
    ['1.000', 1_000],
    ['10.000', 10_000],
    ['1.000,5', 1_000.5],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['1.5', 1.5],
    [' 12 ', 12],
    ['0', 0],
    ['2,45', 2.5],
  ])('reads %s as %s', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it.each(['', 'dos', '-1', '1,000.5', '1.00.000', '2,5,1'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it('reads back every quantity it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_LINE_QUANTITY * 10 }), (tenths) => {
        expect(parseQuantity(formatQuantity(tenths / 10))).toBe(tenths / 10);
      }),
    );
  });
});
