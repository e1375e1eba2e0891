import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../contract/payments';
import { exceedsCredit, isPayableFor, openingMethodOf, paymentChoicesFor } from '../../machines/rules/payment-choice';

const card: PaymentMethod = { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' };
const primary: PaymentMethod = { id: 1012, code: 'saved_card', name: 'Visa •••• 4242', card: { state: 'ok', is_primary: true } };
const credit = (available: number, lastUsed = false): PaymentMethod => ({
  id: 2,
  code: 'credit',
  name: 'Crédito 30 días',
  credit: { days: 30, limit: 5_000_000, available },
  ...(lastUsed ? { last_used: true as const } : {}),
});

describe('paying an amount on credit', () => {
  it('takes any total up to what is left of the line, and none above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 1, max: 50_000_000 }), (available, total) => {
        expect(isPayableFor(credit(available), total)).toBe(total <= available);
        expect(exceedsCredit(credit(available), total)).toBe(total > available);
      }),
    );
  });

  it('never limits a card by the amount, and never takes an expired card', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (total) => {
        expect(isPayableFor(card, total)).toBe(true);
        expect(isPayableFor({ ...primary, card: { state: 'expired', is_primary: true } }, total)).toBe(false);
      }),
    );
  });

  it('treats a credit method without figures (an older gateway) as having nothing left', () => {
    expect(isPayableFor({ id: 2, code: 'credit', name: 'Crédito 30 días' }, 1)).toBe(false);
  });
});

describe('the method Pago opens on', () => {
  it('is the last used credit line while the order fits in it, else the primary card', () => {
    expect(openingMethodOf([card, primary, credit(300_000, true)], 300_000)?.id).toBe(2);
    expect(openingMethodOf([card, primary, credit(300_000, true)], 300_001)?.id).toBe(1012);
    expect(openingMethodOf([card, credit(300_000, true)], 300_001)).toBeNull();
  });
});

describe('the choices Pago and "Cambiar medio de pago" render', () => {
  it('mark each method payable or not for the total, keep the chosen one only while it can pay, and name the short credit line', () => {
    const methods = [card, primary, credit(300_000)];
    const fits = paymentChoicesFor(methods, 300_000, 2);
    expect(fits.options.map((option) => option.payable)).toEqual([true, true, true]);
    expect(fits.chosen?.id).toBe(2);
    expect(fits.overCredit).toBeNull();

    const over = paymentChoicesFor(methods, 300_001, 2);
    expect(over.options.map((option) => option.payable)).toEqual([true, true, false]);
    expect(over.chosen).toBeNull();
    expect(over.overCredit?.id).toBe(2);
    expect(over.opening?.id).toBe(1012);
  });
});
