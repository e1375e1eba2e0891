import { useActorRef } from '@xstate/react';
import { invoicesListMachine } from '../../../machines/invoices-list.machine';
import { invoicesListImplementations } from '../../actors/invoices-list.actors';
import { maxInvoicesPerPdf } from '../../../contract/lists';
import { api } from '../../app/api';
import { InvoicesView } from './InvoicesView';

const invoicesList = invoicesListMachine.provide(invoicesListImplementations(api));

/** /dashboard/group/five: the invoices list over the gateway, started with the page and stopped with it. */
export default function InvoicesPage() {
  const actor = useActorRef(invoicesList, { input: { maxInvoicesPerDownload: maxInvoicesPerPdf } });
  return <InvoicesView actor={actor} />;
}
