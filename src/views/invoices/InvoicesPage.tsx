import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { maxInvoicesPerPdf } from '../../../contract/lists';
import { invoicesListMachine } from '../../../machines/invoices-list.machine';
import { useEffects } from '../../app/effects';
import { InvoicesView } from './InvoicesView';

/** /dashboard/group/five: the invoices list, started with the page and stopped with it. */
export default function InvoicesPage() {
  const effects = useEffects().invoicesList;
  const logic = useMemo(() => invoicesListMachine.provide(effects), [effects]);
  const actor = useActorRef(logic, { input: { maxInvoicesPerDownload: maxInvoicesPerPdf } });
  return <InvoicesView actor={actor} />;
}
