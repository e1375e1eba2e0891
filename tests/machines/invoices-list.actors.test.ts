import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import * as z from 'zod/mini';
import { invoicesListEffects, saveFile, showFile } from '../../src/actors/invoices-list.actors';
import { ApiRequestError, createApiClient, type ApiClient } from '../../src/api/client';
import { documentEndpoints, invoiceList, invoicePdfsRequest } from '../../contract/lists';
import { invoices } from './models/invoices-list.model';

function downloadWith(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const api: ApiClient = createApiClient(() => 'a.b.c', { baseURL: '/api', fetch });
  const { actors } = invoicesListEffects(api);
  const run = (ids: readonly number[]) => toPromise(createActor(actors?.downloadInvoices as AnyActorLogic, { input: ids }).start());
  return { fetch, run, api };
}

const pdfAnswer = () => Promise.resolve(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('invoice PDFs download', () => {
  it('posts the ids in the order given, with the bearer token, and returns the PDF', async () => {
    const { fetch, run } = downloadWith(pdfAnswer);
    const file = (await run([3, 1])) as Blob;
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/get_invoice_pdfs');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ invoice_ids: [3, 1] });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a.b.c');
    expect(new Headers(init?.headers).get('accept')).toBe('application/pdf');
  });

  it("rejects with the gateway's code and Spanish message, read from the blob body", async () => {
    const { run } = downloadWith(() =>
      Promise.resolve(
        Response.json({ error: { code: 'not_found', message: 'Una de las facturas no existe.' } }, { status: 404 }),
      ),
    );
    await expect(run([3])).rejects.toEqual({ code: 'not_found', message: 'Una de las facturas no existe.' });
  });

  it('rejects as a malformed answer when the gateway does not send a PDF', async () => {
    const { run, api } = downloadWith(() => Promise.resolve(Response.json({ ok: true })));
    const error = await api.request(documentEndpoints.invoicePdfs, { body: { invoice_ids: [3] } }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'bad_response' });
    await expect(run([3])).rejects.toEqual({ code: 'bad_response' });
  });

  it('rejects with "Something went wrong" when there is no answer, which the machine hears as no connection', async () => {
    const { run, api } = downloadWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.request(documentEndpoints.invoicePdfs, { body: { invoice_ids: [3] } })).rejects.toMatchObject({
      code: 'network',
      message: 'Something went wrong',
    });
    await expect(run([3])).rejects.toEqual({ code: 'network' });
  });

  it('never asks for an empty download', () => {
    expect(z.safeParse(invoicePdfsRequest, { invoice_ids: [] }).success).toBe(false);
  });
});

describe('saving the file', () => {
  it('downloads through an object URL and an <a download>, and frees the URL afterwards', () => {
    vi.useFakeTimers();
    const link = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const doc = { createElement: vi.fn(() => link), body: { append: vi.fn() } } as unknown as Document;
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    saveFile(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'facturas.pdf', doc);
    expect(link.href).toMatch(/^blob:/);
    expect(link.download).toBe('facturas.pdf');
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith(link.href);
  });

  it('shows one invoice in a new tab from an object URL, freed afterwards', () => {
    vi.useFakeTimers();
    const open = vi.fn(() => ({}) as Window);
    const doc = { createElement: vi.fn() } as unknown as Document;
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    showFile(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'F-000042.pdf', { open }, doc);
    const [url, target] = open.mock.calls[0] as unknown as [string, string];
    expect(url).toMatch(/^blob:/);
    expect(target).toBe('_blank');
    expect(doc.createElement).not.toHaveBeenCalled();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith(url);
  });

  it('saves the invoice instead when the browser opens no tab', () => {
    const link = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const doc = { createElement: vi.fn(() => link), body: { append: vi.fn() } } as unknown as Document;
    showFile(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'F-000042.pdf', { open: () => null }, doc);
    expect(link.download).toBe('F-000042.pdf');
    expect(link.click).toHaveBeenCalledOnce();
  });
});

describe('invoices contract', () => {
  it('accepts the rows the machine is tested with', () => {
    expect(z.safeParse(invoiceList, invoices).success).toBe(true);
  });

  it('refuses an invoice state the filters do not know', () => {
    expect(z.safeParse(invoiceList, [{ ...invoices[0], despensa_custom_state: 'Anulada' }]).success).toBe(false);
  });

  it('is what the real actor asks the gateway for', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL) => Promise.resolve(Response.json([])));
    const api = createApiClient(() => 'a.b.c', { baseURL: '/api', fetch });
    await toPromise(createActor(invoicesListEffects(api).actors?.fetchInvoices as AnyActorLogic).start());
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/user/invoice-details']);
  });
});
