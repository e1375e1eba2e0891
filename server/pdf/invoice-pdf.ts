import { daysBetween, formatDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { formatQuantity } from '../../machines/rules/quantity';
import { PageContent } from './content-stream';
import { drawFooter, drawIssuerHeader, drawPartyPanel, grey, left, pageSize, paidGreen, panel, right, rule, type DocumentParty } from './document-frame';
import { issuer } from './issuer';
import { mergePages } from './merge';


export interface InvoiceLine {
  code: string;
  description: string;
  quantity: number;
  uom: string;
  /** Net CLP per unit, as charged. */
  unitPrice: number;
  /** Net CLP for the line. */
  total: number;
}

/** Everything one printed invoice shows; amounts in whole CLP, days as `YYYY-MM-DD`. */
export interface InvoiceDocument {
  folio: number;
  invoiceDate: string;
  dueDate: string;
  customer: DocumentParty;
  /** Where the goods went: an address line, or store pickup; null when the invoice has no order. */
  delivery: string | null;
  orderName: string | null;
  customerOrderNumber: string | null;
  paymentMethod: string | null;
  lines: InvoiceLine[];
  amountUntaxed: number;
  amountDiscount: number;
  amountTax: number;
  amountTotal: number;
  amountResidual: number;
  /** The day it was paid (`YYYY-MM-DD`); null while owed. */
  paidOn: string | null;
}


const rowHeight = 13;
const tableTop = 578;
const firstRowY = tableTop - 20;
/** The last page keeps room for the totals; the others fill down to the footer. */
const lastRowYWithTotals = 190;
const lastRowYWithoutTotals = 70;
const rowsWithTotals = Math.floor((firstRowY - lastRowYWithTotals) / rowHeight) + 1;
const rowsWithoutTotals = Math.floor((firstRowY - lastRowYWithoutTotals) / rowHeight) + 1;

const columns = {
  code: { x: left + 5, width: 68 },
  description: { x: left + 78, width: 200 },
  quantity: { x: 365 },
  uom: { x: 373, width: 34 },
  unitPrice: { x: 476 },
  total: { x: right - 5 },
};

function paymentTerms(invoiceDate: string, dueDate: string): string {
  const days = daysBetween(invoiceDate, dueDate);
  return days <= 0 ? 'Contado' : `Crédito a ${days} días`;
}

const paymentMethodLabels: Record<string, string> = {
  card: 'Tarjeta',
  saved_card: 'Tarjeta guardada',
  credit: 'Línea de crédito',
};

/** The lines cut into pages; the last page always keeps at least one line beside the totals. */
function pagesOfLines(lines: readonly InvoiceLine[]): InvoiceLine[][] {
  const pages: InvoiceLine[][] = [];
  let rest = lines.slice();
  while (rest.length > rowsWithTotals) {
    const take = Math.min(rowsWithoutTotals, rest.length - 1);
    pages.push(rest.slice(0, take));
    rest = rest.slice(take);
  }
  pages.push(rest);
  return pages;
}

function drawParties(page: PageContent, invoice: InvoiceDocument) {
  drawPartyPanel(page, invoice.customer, [
    ['Fecha de emisión:', formatDay(invoice.invoiceDate)],
    ['Fecha de vencimiento:', formatDay(invoice.dueDate)],
    ['Condiciones de pago:', paymentTerms(invoice.invoiceDate, invoice.dueDate)],
    ['Forma de pago:', invoice.paymentMethod ? (paymentMethodLabels[invoice.paymentMethod] ?? invoice.paymentMethod) : ''],
    ['Nota de venta:', invoice.orderName ?? ''],
    ['Orden de compra:', invoice.customerOrderNumber ?? ''],
  ]);
  if (invoice.delivery) page.text(`Despacho: ${invoice.delivery}`, left, 598, { size: 8.5, maxWidth: right - left });
}

function drawLines(page: PageContent, lines: readonly InvoiceLine[]) {
  page.rect(left, tableTop - 5, right - left, 17, { fill: [0.2, 0.2, 0.2] });
  const head = { size: 8.5, font: 'bold', color: [1, 1, 1] } as const;
  page.text('Código', columns.code.x, tableTop, head);
  page.text('Descripción', columns.description.x, tableTop, head);
  page.text('Cantidad', columns.quantity.x, tableTop, { ...head, align: 'right' });
  page.text('Unidad', columns.uom.x, tableTop, head);
  page.text('Precio unitario', columns.unitPrice.x, tableTop, { ...head, align: 'right' });
  page.text('Total', columns.total.x, tableTop, { ...head, align: 'right' });

  lines.forEach((line, index) => {
    const y = firstRowY - index * rowHeight;
    page.text(line.code, columns.code.x, y, { size: 8.5, maxWidth: columns.code.width });
    page.text(line.description, columns.description.x, y, { size: 8.5, maxWidth: columns.description.width });
    page.text(formatQuantity(line.quantity), columns.quantity.x, y, { size: 8.5, align: 'right' });
    page.text(line.uom, columns.uom.x, y, { size: 8.5, maxWidth: columns.uom.width });
    page.text(formatClp(line.unitPrice), columns.unitPrice.x, y, { size: 8.5, align: 'right' });
    page.text(formatClp(line.total), columns.total.x, y, { size: 8.5, align: 'right' });
    page.line(left, y - 4, right, y - 4, { stroke: rule, lineWidth: 0.3 });
  });
  if (lines.length === 0) page.text('Documento sin detalle de productos.', columns.description.x, firstRowY, { size: 8.5, color: grey });
}

function drawTotals(page: PageContent, invoice: InvoiceDocument) {
  const labelX = right - 190;
  const rows: [string, string][] = [
    ['Monto neto', formatClp(invoice.amountUntaxed)],
    ['IVA 19 %', formatClp(invoice.amountTax)],
  ];
  if (invoice.amountDiscount > 0) rows.push(['Descuento', formatClp(-invoice.amountDiscount)]);
  const top = 160;
  rows.forEach(([label, value], index) => {
    page.text(label, labelX, top - index * 14, { size: 9 });
    page.text(value, right - 5, top - index * 14, { size: 9, align: 'right' });
  });
  const totalY = top - rows.length * 14 - 8;
  page.rect(labelX - 6, totalY - 6, right - labelX + 6, 20, { fill: panel });
  page.text('Total', labelX, totalY, { size: 11, font: 'bold' });
  page.text(formatClp(invoice.amountTotal), right - 5, totalY, { size: 11, font: 'bold', align: 'right' });
  if (invoice.paidOn) {
    page.text(`PAGADA el ${formatDay(invoice.paidOn)}`, labelX, totalY - 22, { size: 10, font: 'bold', color: paidGreen });
  } else {
    page.text(`Saldo por pagar: ${formatClp(invoice.amountResidual)}`, labelX, totalY - 22, { size: 9, color: grey });
  }

  page.text('Condiciones de pago', left, top, { size: 9, font: 'bold' });
  page.text(paymentTerms(invoice.invoiceDate, invoice.dueDate), left, top - 14, { size: 9 });
  page.text(`Vence el ${formatDay(invoice.dueDate)}.`, left, top - 28, { size: 9 });
}

/** One invoice as A4 content streams, one per page: usually one, more when the lines do not fit. */
function renderInvoicePages(invoice: InvoiceDocument): Uint8Array[] {
  const pages = pagesOfLines(invoice.lines);
  return pages.map((lines, index) => {
    const page = new PageContent();
    drawIssuerHeader(page, 'FACTURA ELECTRÓNICA', `Nº ${invoice.folio}`);
    drawParties(page, invoice);
    drawLines(page, lines);
    if (index === pages.length - 1) drawTotals(page, invoice);
    drawFooter(page, index + 1, pages.length);
    return page.toBytes();
  });
}

/** The invoices as one PDF, in the order given; the subject lists their folios in that order. */
export function invoicesPdf(invoices: readonly InvoiceDocument[], createdAt: Date): Promise<Uint8Array> {
  return mergePages(invoices.flatMap(renderInvoicePages), pageSize, {
    title: invoices.length === 1 ? `Factura electrónica Nº ${invoices[0]?.folio}` : 'Facturas electrónicas',
    subject: `Folios ${invoices.map((invoice) => invoice.folio).join(', ')}`,
    author: issuer.name,
    createdAt,
  });
}
