import { paymentToken, sandboxCard } from '../schema';
import type { SeededCompany, Tx } from './companies';

/**
 * Cards the demo company saved with the (sandbox) provider: only the provider's token and what a buyer
 * needs to recognise each card. They expire a few years after "now", so they stay usable. The sandbox
 * provider keeps the same cards on its side, approved when charged, like its test numbers 4242 and 5454.
 */
export async function seedCards(tx: Tx, now: Date, demo: SeededCompany): Promise<void> {
  const year = now.getUTCFullYear();
  await tx.insert(sandboxCard).values([
    { token: 'sandbox_tok_demo_visa_4242', brand: 'visa', last4: '4242', expMonth: 12, expYear: year + 3, holderName: 'DANIELA MUNOZ', behaviour: 'approve', createdAt: now },
    { token: 'sandbox_tok_demo_mastercard_5454', brand: 'mastercard', last4: '5454', expMonth: 8, expYear: year + 2, holderName: 'DANIELA MUNOZ', behaviour: 'approve', createdAt: now },
  ]);
  await tx.insert(paymentToken).values([
    { partnerId: demo.partnerId, providerRef: 'sandbox_tok_demo_visa_4242', brand: 'visa', last4: '4242', expMonth: 12, expYear: year + 3, holderName: 'DANIELA MUNOZ', nickname: 'Tarjeta de la empresa', isPrimary: true },
    { partnerId: demo.partnerId, providerRef: 'sandbox_tok_demo_mastercard_5454', brand: 'mastercard', last4: '5454', expMonth: 8, expYear: year + 2, holderName: 'DANIELA MUNOZ', isPrimary: false },
  ]);
}
