import { formatDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { PageContent } from './content-stream';
import { drawFooter, drawIssuerHeader, drawPartyPanel, grey, left, pageSize, paidGreen, panel, right, rule, type DocumentParty } from './document-frame';
import { issuer } from './issuer';
import { mergePages } from './merge';

/** A payment's receipt (comprobante de pago): what was paid, when, how, and each invoice it settled. */
export interface ReceiptDocument {
  /** Short and stable: the first characters of the payment's id, as the page and the e-mail show it. */
  number: string;
  paidAt: Date;
  /** Santiago day and time of the payment, `DD-MM-YYYY HH:mm`. */
  paidAtLabel: string;
  method: string;
  providerName: string;
  providerReference: string;
  customer: DocumentParty;
  invoices: readonly { name: string; folio: number; invoiceDate: string; amount: number }[];
  amount: number;
}

const rowHeight = 14;
const tableTop = 578;
const firstRowY = tableTop - 20;
const rowsPerPage = Math.floor((firstRowY - 150) / rowHeight) + 1;

function drawInvoices(page: PageContent, invoices: ReceiptDocument['invoices']) {
  page.rect(left, tableTop - 5, right - left, 17, { fill: [0.2, 0.2, 0.2] });
  const head = { size: 8.5, font: 'bold', color: [1, 1, 1] } as const;
  page.text('Factura', left + 5, tableTop, head);
  page.text('Folio', 250, tableTop, { ...head, align: 'right' });
  page.text('Fecha de emisión', 280, tableTop, head);
  page.text('Monto pagado', right - 5, tableTop, { ...head, align: 'right' });
  invoices.forEach((invoice, index) => {
    const y = firstRowY - index * rowHeight;
    page.text(invoice.name, left + 5, y, { size: 8.5, maxWidth: 180 });
    page.text(String(invoice.folio), 250, y, { size: 8.5, align: 'right' });
    page.text(formatDay(invoice.invoiceDate), 280, y, { size: 8.5 });
    page.text(formatClp(invoice.amount), right - 5, y, { size: 8.5, align: 'right' });
    page.line(left, y - 4, right, y - 4, { stroke: rule, lineWidth: 0.3 });
  });
}

function drawTotal(page: PageContent, receipt: ReceiptDocument) {
  const labelX = right - 190;
  page.rect(labelX - 6, 124, right - labelX + 6, 20, { fill: panel });
  page.text('Total pagado', labelX, 130, { size: 11, font: 'bold' });
  page.text(formatClp(receipt.amount), right - 5, 130, { size: 11, font: 'bold', align: 'right' });
  page.text('PAGADO', left, 130, { size: 14, font: 'bold', color: paidGreen });
  page.text(`${receipt.invoices.length} ${receipt.invoices.length === 1 ? 'factura pagada' : 'facturas pagadas'} en este pago.`, left, 110, { size: 8.5, color: grey });
  page.text(`Este comprobante acredita el pago recibido por ${issuer.name}; no reemplaza a las facturas.`, left, 96, { size: 8.5, color: grey, maxWidth: right - left });
}

/** The receipt as one PDF, one page or more when the invoices do not fit. */
export function receiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const pages: ReceiptDocument['invoices'][] = [];
  for (let start = 0; start < receipt.invoices.length; start += rowsPerPage) pages.push(receipt.invoices.slice(start, start + rowsPerPage));
  const drawn = pages.map((invoices, index) => {
    const page = new PageContent();
    drawIssuerHeader(page, 'COMPROBANTE DE PAGO', `Nº ${receipt.number}`);
    drawPartyPanel(page, receipt.customer, [
      ['Fecha de pago:', receipt.paidAtLabel],
      ['Medio de pago:', receipt.method],
      ['Procesado por:', receipt.providerName],
      ['Referencia:', receipt.providerReference],
      ['Facturas:', String(receipt.invoices.length)],
      ['Monto:', formatClp(receipt.amount)],
    ]);
    drawInvoices(page, invoices);
    if (index === pages.length - 1) drawTotal(page, receipt);
    drawFooter(page, index + 1, pages.length);
    return page.toBytes();
  });
  return mergePages(drawn, pageSize, {
    title: `Comprobante de pago Nº ${receipt.number}`,
    subject: `Facturas ${receipt.invoices.map((invoice) => invoice.folio).join(', ')}`,
    author: issuer.name,
    createdAt: receipt.paidAt,
  });
}
