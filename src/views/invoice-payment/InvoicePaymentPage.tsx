import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { invoicePaymentMachine } from '../../../machines/invoice-payment.machine';
import { useEffects } from '../../kernel/effects';
import { invoicePaymentInputOf } from '../../kernel/invoice-payment-link';
import { usePageMachine } from '../common/usePageMachine';
import { InvoicePaymentView } from './InvoicePaymentView';

/**
 * /dashboard/group/five/pagar: the invoices chosen in Facturas (`?facturas=`) paid in one payment, and,
 * when the provider sends the payer back (`?pago=`), how that payment went, asked of the gateway.
 */
export function InvoicePaymentPage() {
  const [search] = useSearchParams();
  const [input] = useState(() => invoicePaymentInputOf(search));
  const actor = usePageMachine(invoicePaymentMachine, useEffects().invoicePayment, { input, retryOn: { type: 'invoicePayment.retry' } });
  return <InvoicePaymentView actor={actor} />;
}
