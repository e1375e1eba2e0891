import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { maxInvoicesPerPdf } from '../../../contract/lists';
import { invoicesListMachine } from '../../../machines/invoices-list.machine';
import { santiagoDate } from '../../../machines/rules/calendar';
import { useEffects } from '../../kernel/effects';
import { debtQuery, folioQuery } from '../../kernel/drill-down-paths';
import { InvoicesView } from './InvoicesView';
import { useMayDo } from '../common/useMayBuy';
import { usePageMachine } from '../common/usePageMachine';
import { useResource } from '../common/useResource';

const creditUnavailable = { code: 'credit_unavailable' };

/**
 * /dashboard/group/five: the invoices list, started with the page and stopped with it; `?deuda=` opens it on
 * one bucket of the debt, `?folio=` searched for one invoice.
 */
export default function InvoicesPage() {
  const [params] = useSearchParams();
  const debt = { bucket: params.get(debtQuery), today: santiagoDate(new Date()) };
  const folio = params.get(folioQuery);
  const mayDo = useMayDo();
  const actor = usePageMachine(invoicesListMachine, useEffects().invoicesList, {
    input: { maxInvoicesPerDownload: maxInvoicesPerPdf, debt, search: folio },
    retryOn: { type: 'list.retry' },
  });
  // The palette opens another folio while the list is already here: search for it, the list stays loaded.
  const opened = useRef(folio);
  useEffect(() => {
    if (folio === null || folio === opened.current) return;
    opened.current = folio;
    actor.send({ type: 'list.search', text: folio });
  }, [folio, actor]);
  // A figure beside the debt: if it cannot be read, the list is still the page, so no failure is shown.
  const credit = useResource(useEffects().reads.creditLine, { request: null, unavailable: creditUnavailable, logText: 'Error loading the credit line' });
  return <InvoicesView actor={actor} credit={credit.data} creditSettled={!credit.loading} canPay={mayDo('invoices.pay')} />;
}
