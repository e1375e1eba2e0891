import { savedCardIdBase, type PaymentMethod } from '../../../contract/payments';
import { isPayable } from '../../../machines/rules/payment-choice';

/** The saved cards among the company's payment methods, by their card id, as the club's card choice offers them. */
export function savedCardsOf(methods: readonly PaymentMethod[]) {
  return methods
    .filter((method) => method.code === 'saved_card')
    .map((method) => ({ cardId: method.id - savedCardIdBase, methodId: method.id, name: method.name, expired: !isPayable(method) }));
}
