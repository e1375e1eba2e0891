import { invoicePaymentMachine } from '../../../machines/invoice-payment.machine';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';
import { InvoicePaymentView } from './InvoicePaymentView';

/** /dashboard/invoice-payment: the invoicePayment machine with the app's effects. */
export function InvoicePaymentPage() {
  const actor = usePageMachine(invoicePaymentMachine, useEffects().invoicePayment, { retryOn: { type: 'invoicePayment.retry' } });
  return <InvoicePaymentView actor={actor} />;
}
