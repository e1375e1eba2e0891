import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resPartner } from '../../server/db/schema';
import { companyOf, createCompany, createProducts, insertInvoice, insertOrder, type Company, type Product } from './invoices.fixtures';
import { pageTexts } from './support/pdf-text';
import { createTestApp } from './support/test-app';

type Invoice = Awaited<ReturnType<typeof insertInvoice>>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let company: Company;
let products: Product[];
let first: Invoice;
let second: Invoice;
let third: Invoice;
let long: Invoice;
let otherInvoice: Invoice;

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t.db, {
    name: 'Restobar Los Ñandúes SpA',
    vat: '76.777.888-9',
    activity: 'Restaurantes y bares',
  });
  products = await createProducts(t.db);
  const [oil, rice, salmon, flour, avocado, cheese, chicken, tomato] = products as Product[] as [Product, Product, Product, Product, Product, Product, Product, Product];
  const order1 = await insertOrder(t.db, {
    company,
    dateOrder: '2026-02-03T14:00:00Z',
    lines: [
      { product: oil, quantity: 3, club: true },
      { product: salmon, quantity: 2.5 },
      { product: avocado, quantity: 12.4 },
    ],
    shipping: 4_990,
    customerOrderNumber: 'OC-2026-118',
  });
  const order2 = await insertOrder(t.db, {
    company,
    dateOrder: '2026-02-10T14:00:00Z',
    lines: [rice, flour, cheese, chicken, tomato, oil, salmon, avocado].map((product, index) => ({ product, quantity: index + 1 })),
    pickup: true,
    paymentMethodCode: 'card',
  });
  const order3 = await insertOrder(t.db, {
    company,
    dateOrder: '2026-02-17T14:00:00Z',
    lines: [rice, cheese, tomato, chicken].map((product) => ({ product, quantity: 10 })),
  });
  first = await insertInvoice(t.db, { company, order: order1, invoiceDate: '2026-02-03', dueDate: '2026-03-05' });
  second = await insertInvoice(t.db, { company, order: order2, invoiceDate: '2026-02-10', dueDate: '2026-02-10', residual: 0 });
  third = await insertInvoice(t.db, { company, order: order3, invoiceDate: '2026-02-17', dueDate: '2026-03-19' });
  const longOrder = await insertOrder(t.db, {
    company,
    dateOrder: '2026-02-24T14:00:00Z',
    lines: Array.from({ length: 45 }, (_, index) => ({ product: products[index % products.length] as Product, quantity: index + 1 })),
  });
  long = await insertInvoice(t.db, { company, order: longOrder, invoiceDate: '2026-02-24', dueDate: '2026-03-26' });
  const other = await companyOf(t.db, 'otra@despensa.cl');
  otherInvoice = await insertInvoice(t.db, {
    company: other,
    order: await insertOrder(t.db, { company: other, dateOrder: '2026-02-12T14:00:00Z', lines: [{ product: rice, quantity: 1 }] }),
    invoiceDate: '2026-02-12',
    dueDate: '2026-03-14',
  });
});
afterAll(() => t.close());

async function download(ids: unknown, login = company.email) {
  const { auth } = await t.login(login);
  return t.json('/api/get_invoice_pdfs', ids === undefined ? {} : { invoice_ids: ids }, auth);
}

async function parsedPdf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="facturas.pdf"');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return { pdf, texts: pageTexts(pdf) };
}

const folioOf = (text: string) => Number(/Nº (\d+)/.exec(text)?.[1]);

describe('POST /api/get_invoice_pdfs', () => {
  it('answers one A4 PDF with one page per invoice, in the order asked for', async () => {
    const { pdf, texts } = await parsedPdf(await download([third.id, first.id, second.id]));
    expect(pdf.getPageCount()).toBe(3);
    expect(texts.map(folioOf)).toEqual([third.folio, first.folio, second.folio]);
    expect(pdf.getSubject()).toBe(`Folios ${third.folio}, ${first.folio}, ${second.folio}`);
    expect(pdf.getTitle()).toBe('Facturas electrónicas');
    expect(pdf.getAuthor()).toBe('Despensa Distribuidora de Alimentos SpA');
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
  });

  it('prints a real Spanish invoice: supplier, customer, folio, dates, lines, net, IVA, total and terms', async () => {
    const { texts } = await parsedPdf(await download([first.id]));
    const text = texts[0] ?? '';
    const [oil, , salmon, , avocado] = products as [Product, Product, Product, Product, Product];
    for (const expected of [
      'Despensa Distribuidora de Alimentos SpA',
      'R.U.T.: 96.555.444-0',
      'Giro: Venta al por mayor de alimentos y abarrotes',
      'Av. Américo Vespucio 1501, Quilicura',
      'FACTURA ELECTRÓNICA',
      `Nº ${first.folio}`,
      'Restobar Los Ñandúes SpA',
      '76.777.888-9',
      'Restaurantes y bares',
      'Los Leones 350, of. 41',
      'Providencia',
      '05-03-2026',
      '03-02-2026',
      'Crédito a 30 días',
      'OC-2026-118',
      'Despacho: Camino a Melipilla 8920, Maipú, Región Metropolitana de Santiago',
      'Código',
      'Descripción',
      'Cantidad',
      'Unidad',
      'Precio unitario',
      oil.defaultCode,
      oil.name,
      '$35.490',
      '$106.470',
      salmon.name,
      '2,5',
      '$32.475',
      avocado.name,
      '12,4',
      '$56.916',
      'Despacho a domicilio',
      '$4.990',
      'Monto neto',
      `$${first.amountUntaxed.toLocaleString('es-CL')}`,
      'IVA 19 %',
      `$${first.amountTax.toLocaleString('es-CL')}`,
      'Total',
      `$${first.amountTotal.toLocaleString('es-CL')}`,
      'Condiciones de pago',
      'Página 1 de 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(first.amountUntaxed).toBe(106_470 + 32_475 + 56_916 + 4_990);
  });

  it('prints a card-paid invoice as cash, paid, picked up at the store', async () => {
    const { texts } = await parsedPdf(await download([second.id]));
    const text = texts[0] ?? '';
    for (const expected of ['Contado', 'Tarjeta', 'Despacho: Retiro en tienda', 'PAGADA el 10-02-2026']) {
      expect(text, expected).toContain(expected);
    }
  });

  it('continues an invoice with many lines on a second page, totals only on the last', async () => {
    const { pdf, texts } = await parsedPdf(await download([long.id, first.id]));
    expect(pdf.getPageCount()).toBe(3);
    expect(texts.map(folioOf)).toEqual([long.folio, long.folio, first.folio]);
    expect(texts[0]).toContain('Página 1 de 2');
    expect(texts[0]).not.toContain('Monto neto');
    expect(texts[1]).toContain('Página 2 de 2');
    expect(texts[1]).toContain('Monto neto');
    const lineRows = (text: string) => text.split('\n').filter((line) => /^FX\d+-\d{3}$/.test(line)).length;
    expect(lineRows(texts[0] ?? '') + lineRows(texts[1] ?? '')).toBe(45);
  });

  it('draws characters Helvetica cannot encode without failing: accents folded, line breaks as spaces, the rest as "?"', async () => {
    await t.db.update(resPartner).set({ name: 'Café “Ñandú” — Łódź 東京\nLtda.' }).where(eq(resPartner.id, company.partnerId));
    try {
      const { texts } = await parsedPdf(await download([first.id]));
      // Latin-1 reading of WinAnsi: the curly quotes and the dash are the bytes 0x93, 0x94 and 0x97.
      expect(texts[0]).toContain('Café \x93Ñandú\x94 \x97 ?ódz ?? Ltda.');
    } finally {
      await t.db.update(resPartner).set({ name: 'Restobar Los Ñandúes SpA' }).where(eq(resPartner.id, company.partnerId));
    }
  });

  it("refuses the whole request when one id is another company's, naming nothing", async () => {
    const notFound = { error: { code: 'not_found', message: 'Una o más de las facturas seleccionadas no existen.' } };
    for (const ids of [[first.id, otherInvoice.id], [otherInvoice.id], [first.id, 2_147_483_647]]) {
      const res = await download(ids);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual(notFound);
    }
  });

  it('lets the owner of that invoice download it', async () => {
    const { texts } = await parsedPdf(await download([otherInvoice.id], 'otra@despensa.cl'));
    expect(texts.map(folioOf)).toEqual([otherInvoice.folio]);
  });

  it('asks for a session', async () => {
    const res = await t.json('/api/get_invoice_pdfs', { invoice_ids: [first.id] });
    expect(res.status).toBe(401);
  });

  const idError = 'Cada factura se indica con su número de identificación.';
  it.each([
    ['no list', undefined, { invoice_ids: ['Indica las facturas que quieres descargar.'] }],
    ['an empty list', [], { invoice_ids: ['No se seleccionaron facturas para descargar.'] }],
    ['a list as text', '1,2', { invoice_ids: ['Indica las facturas que quieres descargar.'] }],
    ['ids as strings', ['1', '2'], { 'invoice_ids.0': [idError], 'invoice_ids.1': [idError] }],
    ['a fractional id', [1.5], { 'invoice_ids.0': [idError] }],
    ['id 0 and a negative id', [0, -3], { 'invoice_ids.0': [idError], 'invoice_ids.1': [idError] }],
    ['an id beyond PostgreSQL integers', [2_147_483_648], { 'invoice_ids.0': [idError] }],
    ['null among the ids', [1, null], { 'invoice_ids.1': [idError] }],
    ['a duplicated id', [4, 5, 4], { invoice_ids: ['Cada factura puede pedirse una sola vez.'] }],
    ['201 ids', Array.from({ length: 201 }, (_, i) => i + 1), { invoice_ids: ['Puedes descargar hasta 200 facturas a la vez.'] }],
  ])('refuses %s with 400 and Spanish field errors', async (_, ids, fields) => {
    const res = await download(ids);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
  });

  it('refuses unknown fields with 400', async () => {
    const { auth } = await t.login(company.email);
    const res = await t.json('/api/get_invoice_pdfs', { invoice_ids: [first.id], formato: 'zip' }, auth);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields: { formato: ['Campo no permitido.'] } },
    });
  });

  it.each([
    ['broken JSON', '{"invoice_ids": ['],
    ['a JSON array', '[1, 2]'],
  ])('refuses %s with 400, never 500', async (_, raw) => {
    const { auth } = await t.login(company.email);
    const res = await t.json('/api/get_invoice_pdfs', raw, auth);
    expect(res.status).toBe(400);
  });
});
