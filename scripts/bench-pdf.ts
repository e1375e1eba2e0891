/**
 * npm run bench:pdf: the merged PDF of 100 invoices through the real route, against a trivial 100-page
 * pdf-lib document timed in the same run, so the ratio means something on any machine.
 */
import { benchGateway, benchSignIn } from './bench/gateway';
import { summary } from './bench/stats';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/db/seed';
import { createCompany, createProducts, insertInvoice, insertOrder } from '../tests/server/invoices.fixtures';

const invoiceCount = 100;
const warmUpRuns = 5;
const measuredRuns = 30;
const targetMs = 300;
/** The day the demo data and the invoices are dated from, so every run prints the same documents. */
const now = new Date('2026-03-02T12:00:00-03:00');

/** A fixed sequence, so every run of the bench draws the same invoices. */
function pseudoRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seedInvoices() {
  const database = await openDatabase({ kind: 'pglite' });
  await seedDemoData(database.db, now);
  const company = await createCompany(database.db, {
    name: 'Comercializadora Gastronómica Los Ñires SpA',
    vat: '76.086.428-5',
    activity: 'Servicios de alimentación y banquetería',
  });
  const products = await createProducts(database.db);
  const random = pseudoRandom(42);
  const ids: number[] = [];
  for (let index = 0; index < invoiceCount; index++) {
    const lineCount = 3 + Math.floor(random() * 6);
    const lines = Array.from({ length: lineCount }, (_, line) => ({
      product: products[(index + line) % products.length] as (typeof products)[number],
      quantity: Math.round((1 + random() * 40) * 10) / 10,
      club: random() < 0.3,
    }));
    const day = new Date(Date.UTC(2025, 0, 2) + index * 2 * 86_400_000);
    const order = await insertOrder(database.db, {
      company,
      dateOrder: day,
      lines,
      shipping: index % 3 === 0 ? 4_990 : 0,
      customerOrderNumber: index % 4 === 0 ? `OC-${5000 + index}` : null,
    });
    const invoiceDate = day.toISOString().slice(0, 10);
    const dueDate = new Date(day.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const invoice = await insertInvoice(database.db, { company, order, invoiceDate, dueDate, residual: index % 2 ? 0 : undefined });
    ids.push(invoice.id);
  }
  return { database, company, ids };
}

async function measure(run: () => Promise<number>) {
  for (let i = 0; i < warmUpRuns; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < measuredRuns; i++) {
    const started = performance.now();
    const pages = await run();
    samples.push(performance.now() - started);
    if (pages <= 0) throw new Error('empty PDF');
  }
  return summary(samples);
}

async function trivialPdf(): Promise<number> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= invoiceCount; page++) {
    doc.addPage().drawText(`Página ${page}`, { x: 50, y: 780, size: 12, font });
  }
  return (await doc.save()).length;
}

const { database, company, ids } = await seedInvoices();
const app = benchGateway(database.db, { clock: { now: () => now } });
const { accessToken } = await benchSignIn(app, company.email);

let bytes = 0;
const merged = await measure(async () => {
  const res = await app.request('/api/get_invoice_pdfs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ invoice_ids: ids }),
  });
  if (res.status !== 200) throw new Error(`the route answered ${res.status}: ${await res.text()}`);
  bytes = (await res.arrayBuffer()).byteLength;
  return bytes;
});
const baseline = await measure(trivialPdf);
await database.close();

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`Merged PDF of ${invoiceCount} invoices through POST /api/get_invoice_pdfs (${(bytes / 1024).toFixed(0)} KB)`);
console.log(`  median ${ms(merged.median)}  p95 ${ms(merged.p95)}  (${measuredRuns} runs after ${warmUpRuns} warm-up)`);
console.log(`Baseline: trivial ${invoiceCount}-page pdf-lib document, one text line per page`);
console.log(`  median ${ms(baseline.median)}  p95 ${ms(baseline.p95)}`);
console.log(`Ratio merged / baseline (median): ${(merged.median / baseline.median).toFixed(2)}`);
const verdict = merged.median < targetMs ? 'met' : 'MISSED';
console.log(`Target: merged median under ${targetMs} ms: ${verdict}`);
if (merged.median >= targetMs) process.exitCode = 1;
