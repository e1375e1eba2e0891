import { describe, expect, it } from 'vitest';
import { cardDigits, checkCard, passesLuhn } from '../../server/payments/card-number';
import { sandboxTestCards } from '../../server/payments/sandbox-test-cards';

const today = '2026-03-02';

describe('the card page’s checks', () => {
  it('accepts every documented test number, with the brand its prefix names', () => {
    const brands = sandboxTestCards.map((card) => checkCard({ number: card.number, holder: 'Ana Pérez', expiry: '03/26', cvc: card.brand === 'American Express' ? '1234' : '123' }, today).card?.brand);
    expect(brands).toEqual(['visa', 'mastercard', 'amex', 'visa', 'visa', 'visa', 'visa']);
  });

  it('runs the Luhn check on the digits alone', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(cardDigits('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 424x')).toBeNull();
  });

  it('takes a card until the end of its expiry month and names the holder as embossed', () => {
    const result = checkCard({ number: '2223003122003222', holder: '  ana   pérez ', expiry: '03 / 26', cvc: '999' }, today);
    expect(result.card).toMatchObject({ brand: 'mastercard', last4: '3222', expMonth: 3, expYear: 2026, holderName: 'ANA PÉREZ' });
  });

  it('names every wrong field at once', () => {
    expect(checkCard({ number: '', holder: '', expiry: '1/2', cvc: '' }, today).problems).toEqual({
      number: 'El número de la tarjeta no es válido.',
      holder: 'Escribe el nombre como aparece en la tarjeta.',
      expiry: 'Escribe el vencimiento como MM/AA.',
      cvc: 'El código de seguridad tiene 3 dígitos.',
    });
  });
});
