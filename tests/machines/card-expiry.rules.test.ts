import { describe, expect, it } from 'vitest';
import { cardExpiry } from '../../machines/rules/card-expiry';

describe('card expiry', () => {
  it.each([
    [{ expMonth: 2, expYear: 2026 }, 'expired'],
    [{ expMonth: 12, expYear: 2025 }, 'expired'],
    [{ expMonth: 3, expYear: 2026 }, 'expiring'],
    [{ expMonth: 4, expYear: 2026 }, 'expiring'],
    [{ expMonth: 5, expYear: 2026 }, 'ok'],
    [{ expMonth: 1, expYear: 2027 }, 'ok'],
  ] as const)('%o on 31 March 2026 is %s', (card, state) => {
    expect(cardExpiry(card, '2026-03-31')).toBe(state);
  });

  it('counts across a year: a card of January is expiring in December', () => {
    expect(cardExpiry({ expMonth: 1, expYear: 2027 }, '2026-12-01')).toBe('expiring');
    expect(cardExpiry({ expMonth: 11, expYear: 2026 }, '2026-12-01')).toBe('expired');
  });
});
