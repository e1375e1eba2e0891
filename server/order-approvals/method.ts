import type { ApprovalDetail } from '../../contract/order-approvals';
import { listPaymentMethods } from '../domain/payment-methods';
import type { Db } from '../db/client';
import { loadCompany, loadPaymentFacts } from '../payments/company-methods';

/** How a request's chosen method is named now; a saved card removed since then is named as such. */
export function methodNamer(db: Db, companyId: number, today: string) {
  return async (id: number): Promise<ApprovalDetail['payment_method']> => {
    const methods = listPaymentMethods(await loadPaymentFacts(db, await loadCompany(db, companyId), today));
    const method = methods.find((candidate) => candidate.id === id);
    return method ? { id, code: method.code, name: method.name } : { id, code: 'saved_card', name: 'Tarjeta guardada que ya no está' };
  };
}
