import { describe, expect, it } from 'vitest';
import type { ApprovalDetail } from '../../contract/order-approvals';
import { rejectionReasonProblem } from '../../machines/order-approval.machine';
import { repricedApproval } from '../../machines/order-approval.prices';
import { currentPrices, waiting } from './models/order-approval.model';

/** A club member's small order, delivered: club prices charged, shipping charged. */
const memberOrder: ApprovalDetail = {
  ...waiting,
  lines: [
    { product_id: 601, name: 'Queso mantecoso', default_code: 'QUE-1', uom: 'kg', quantity: 2.5, price_unit: 9_000, cxti_price: 8_000, subtotal: 20_000 },
    { product_id: 602, name: 'Pan amasado', default_code: 'PAN-1', uom: 'un', quantity: 10, price_unit: 500, cxti_price: 0, subtotal: 5_000 },
  ],
  amount_untaxed: 25_000,
  amount_shipping: 4_990,
  amount_tax: 5_698,
  amount_total: 35_688,
};

describe('approving at the current prices', () => {
  it('names only the lines whose price moved, with the total at the new ones', () => {
    const repricing = repricedApproval(waiting, currentPrices);
    expect(repricing.lines.map(({ line, before, after }) => [line.name, before, after])).toEqual([['Aceite de oliva 5 L', 38_000, 39_500]]);
    // 5 × 39.500 + 27,5 × 4.000 = 307.500 net, free delivery above 150.000, plus IVA.
    expect(repricing.total).toBe(365_925);
  });

  it('keeps a member on club prices and the shipping the order was charged', () => {
    const repricing = repricedApproval(memberOrder, [
      { product_id: 601, price_unit: 9_500, cxti_price: 8_400 },
      { product_id: 602, price_unit: 500, cxti_price: 0 },
    ]);
    expect(repricing.lines.map(({ before, after }) => [before, after])).toEqual([[8_000, 8_400]]);
    // 2,5 × 8.400 + 10 × 500 = 26.000 net, plus 4.990 shipping, plus IVA of both.
    expect(repricing.total).toBe(Math.round((26_000 + 4_990) * 1.19));
  });

  it('charges no shipping for a pickup, and leaves unchanged prices unchanged', () => {
    const pickup = { ...memberOrder, pickup: true, shipping_address: null, amount_shipping: 0 };
    const repricing = repricedApproval(pickup, []);
    expect(repricing.lines).toEqual([]);
    expect(repricing.total).toBe(Math.round(25_000 * 1.19));
  });
});

describe('the reason of a rejection', () => {
  it('is required, trimmed, and at most 300 characters, as the gateway checks it', () => {
    expect(rejectionReasonProblem('')).toBe('empty');
    expect(rejectionReasonProblem('   ')).toBe('empty');
    expect(rejectionReasonProblem(` ${'a'.repeat(300)} `)).toBeNull();
    expect(rejectionReasonProblem('a'.repeat(301))).toBe('tooLong');
  });
});
