import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, lineNet } from '../../machines/rules/totals';
import { orderCsvAmounts, type RowAmounts } from '../../server/analytics/csv-amounts';

/** A line as the gateway stores it: its net, and net + IVA rounded as one invoice line (lineGross). */
const lineOf = (net: number) => ({ net, total: net + Math.round((net * 19) / 100) });
const sum = (rows: readonly RowAmounts[], of: keyof RowAmounts) => rows.reduce((total, row) => total + row[of], 0);

describe("the analytics CSV's amounts of one order", () => {
  it('folds a rounding-only difference into a line: no 0 / -1 / -1 row', () => {
    // Each line's IVA rounds 199,5 up to 200; the order's IVA on 2.100 is 399: one peso less.
    const amounts = orderCsvAmounts([lineOf(1_050), lineOf(1_050)], { untaxed: 2_100, shipping: 0, discount: 0, total: 2_499 });
    expect(amounts).toEqual({
      lines: [
        { net: 1_050, tax: 199, total: 1_249 },
        { net: 1_050, tax: 200, total: 1_250 },
      ],
      beyond: null,
    });
  });

  it('shows delivery with its IVA beside the lines, the rounding in the row with the largest net', () => {
    const lines = [lineOf(1_050), lineOf(60_000), lineOf(1_050)];
    const totals = computeTotals(
      lines.map((line) => ({ quantity: 1, list_price: line.net })),
      { isClubMember: false, delivery: 'delivery' },
    );
    const amounts = orderCsvAmounts(lines, { untaxed: totals.subTotal, shipping: totals.shipping, discount: 0, total: totals.total });
    expect(amounts.beyond).toEqual({ net: 4_990, tax: 948, total: 5_938 });
    expect(amounts.lines.map((row) => row.tax)).toEqual([200, 11_400 - 1, 200]);
    expect(sum([...amounts.lines, amounts.beyond!], 'total')).toBe(totals.total);
  });

  it('takes a discount off the delivery row without IVA, as the order takes it after IVA', () => {
    const amounts = orderCsvAmounts([lineOf(50_000)], { untaxed: 50_000, shipping: 4_990, discount: 1_000, total: 64_438 });
    expect(amounts.beyond).toEqual({ net: 3_990, tax: 948, total: 4_938 });
    expect(amounts.lines).toEqual([{ net: 50_000, tax: 9_500, total: 59_500 }]);
  });

  it('adds up to the order, row by row net + IVA = total, with no row of IVA without net, whatever the lines', () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 300 }).map((tenths) => tenths / 10), price: fc.integer({ min: 10, max: 99_990 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), fc.constantFrom('delivery', 'pickup') as fc.Arbitrary<'delivery' | 'pickup'>, fc.integer({ min: 0, max: 3_000 }), (picked, delivery, discount) => {
        const lines = picked.map(({ quantity, price }) => lineOf(lineNet(quantity, price)));
        const totals = computeTotals(
          picked.map(({ quantity, price }) => ({ quantity, list_price: price })),
          { isClubMember: false, delivery, discount },
        );
        // A discount beyond what the order costs leaves a total of 0 that no row can explain; none is ever given.
        fc.pre(discount <= totals.subTotal);
        const amounts = orderCsvAmounts(lines, { untaxed: totals.subTotal, shipping: totals.shipping, discount: totals.discount, total: totals.total });
        const rows = [...amounts.lines, ...(amounts.beyond ? [amounts.beyond] : [])];
        for (const row of rows) {
          expect(row.net + row.tax).toBe(row.total);
          if (row.tax !== 0) expect(row.net).not.toBe(0);
          expect(Math.sign(row.tax) * Math.sign(row.net)).not.toBe(-1);
        }
        expect(amounts.lines.map((row) => row.net)).toEqual(lines.map((l) => l.net));
        expect(sum(rows, 'net')).toBe(totals.subTotal + totals.shipping - totals.discount);
        expect(sum(rows, 'tax')).toBe(totals.tax);
        expect(sum(rows, 'total')).toBe(totals.total);
      }),
    );
  });
});
