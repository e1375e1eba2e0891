import type { PageContent, Rgb } from './content-stream';
import { issuer } from './issuer';

/**
 * What every document the distributor prints shares (an invoice, a payment receipt): A4, the issuer's
 * block and the SII-style red box with the document's kind and number, the customer's panel (razón
 * social, RUT, giro, address) beside the document's own facts, and the footer.
 */
export const pageSize: [number, number] = [595.28, 841.89];
export const left = 40;
export const right = pageSize[0] - 40;
export const grey: Rgb = [0.35, 0.35, 0.35];
export const paidGreen: Rgb = [0.05, 0.45, 0.2];
export const panel: Rgb = [0.95, 0.95, 0.95];
export const rule: Rgb = [0.75, 0.75, 0.75];
const siiRed: Rgb = [0.78, 0.08, 0.08];

/** The customer as the documents print it. */
export interface DocumentParty {
  name: string;
  vat: string | null;
  activity: string | null;
  street: string | null;
  comuna: string | null;
  region: string | null;
}

export function drawIssuerHeader(page: PageContent, kind: string, number: string) {
  page.text(issuer.name, left, 790, { size: 13, font: 'bold', maxWidth: 320 });
  page.text(`Giro: ${issuer.activity}`, left, 775, { size: 8.5, color: grey, maxWidth: 320 });
  page.text(`${issuer.street}, ${issuer.comuna}`, left, 763, { size: 8.5, color: grey });
  page.text(issuer.region, left, 751, { size: 8.5, color: grey });
  page.text(`Teléfono ${issuer.phone}  ·  ${issuer.email}`, left, 739, { size: 8.5, color: grey });

  const boxX = right - 185;
  const middle = boxX + 92.5;
  page.rect(boxX, 722, 185, 80, { stroke: siiRed, lineWidth: 1.6 });
  page.text(`R.U.T.: ${issuer.vat}`, middle, 780, { size: 11, font: 'bold', color: siiRed, align: 'center' });
  page.text(kind, middle, 759, { size: 11, font: 'bold', color: siiRed, align: 'center', maxWidth: 175 });
  page.text(number, middle, 738, { size: 11, font: 'bold', color: siiRed, align: 'center', maxWidth: 175 });
}

/** The customer's panel on the left, the document's facts (up to six label and value rows) on the right. */
export function drawPartyPanel(page: PageContent, customer: DocumentParty, documentRows: readonly (readonly [string, string])[]) {
  page.rect(left, 612, right - left, 96, { fill: panel });
  const labelled = (label: string, value: string, x: number, valueX: number, y: number, width: number) => {
    page.text(label, x, y, { size: 8.5, font: 'bold' });
    page.text(value, valueX, y, { size: 8.5, maxWidth: width });
  };
  const customerRows: [string, string][] = [
    ['Señor(es):', customer.name],
    ['R.U.T.:', customer.vat ?? ''],
    ['Giro:', customer.activity ?? ''],
    ['Dirección:', customer.street ?? ''],
    ['Comuna:', customer.comuna ?? ''],
    ['Región:', customer.region ?? ''],
  ];
  customerRows.forEach(([label, value], index) => labelled(label, value, left + 8, left + 62, 694 - index * 13, 215));
  documentRows.forEach(([label, value], index) => labelled(label, value, 330, 432, 694 - index * 13, right - 436));
}

export function drawFooter(page: PageContent, number: number, count: number) {
  page.line(left, 50, right, 50, { stroke: rule });
  page.text(`${issuer.name}  ·  R.U.T. ${issuer.vat}`, left, 38, { size: 7.5, color: grey });
  page.text(`Página ${number} de ${count}`, right, 38, { size: 7.5, color: grey, align: 'right' });
}
