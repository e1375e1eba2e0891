import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { QUICK_ORDER_MAX_FILE_BYTES } from '../../contract/quick-order';
import { failureOf } from '../../machines/failure';
import { quickOrderEffects } from '../../src/actors/quick-order.actors';
import { createApiClient } from '../../src/api/client';
import { preview, read } from './models/quick-order.model';

/** The real client over a scripted gateway that answers every request with `answer`. */
function effects(answer: Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push(new Request(url, init));
      return answer.clone();
    }),
  );
  const { actors = {} } = quickOrderEffects(createApiClient(() => null, { baseURL: 'http://gateway.test/api' }));
  return { actors, requests };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function run(logic: AnyActorLogic | undefined, input: unknown) {
  if (!logic) throw new Error('actor missing');
  return toPromise(createActor(logic, { input }).start());
}

async function failureFrom(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return failureOf(error);
  }
  throw new Error('it did not fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('Pedido rápido actors', () => {
  it('splits a paste at once, numbering its lines as the buyer sees them', async () => {
    const { actors } = effects(json(200, preview));
    expect(await run(actors.readLines, { kind: 'text', text: 'FV-001 10\n\n3 x aceite' })).toEqual({
      lines: [
        { row: 1, query: 'FV-001', quantity: '10', unit: null },
        { row: 3, query: 'aceite', quantity: '3', unit: null },
      ],
      total: 2,
    });
  });

  it('refuses a file past the limit, an old .xls and what is no spreadsheet before reading a byte, with the limits to say', async () => {
    const { actors } = effects(json(200, preview));
    const huge = new File([new Uint8Array(QUICK_ORDER_MAX_FILE_BYTES + 1)], 'pedido.csv', { type: 'text/csv' });
    const read = vi.spyOn(huge, 'arrayBuffer');
    expect(await failureFrom(run(actors.readLines, { kind: 'file', file: huge }))).toEqual({ code: 'fileTooLarge', params: { maxMb: 2, maxLines: 500 } });
    expect(read).not.toHaveBeenCalled();
    expect((await failureFrom(run(actors.readLines, { kind: 'file', file: new File(['x'], 'pedido.xls') }))).code).toBe('oldExcel');
    expect((await failureFrom(run(actors.readLines, { kind: 'file', file: new File(['x'], 'foto.png', { type: 'image/png' }) }))).code).toBe('notSpreadsheet');
    expect((await failureFrom(run(actors.readLines, { kind: 'file', file: new File([], 'vacio.csv') }))).code).toBe('emptyFile');
  });

  it('asks the gateway for the preview of the lines read, and answers it', async () => {
    const { actors, requests } = effects(json(200, preview));
    expect(await run(actors.previewLines, read.lines)).toEqual(preview);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://gateway.test/api/quick-order/preview');
    expect(await requests[0]?.json()).toEqual({ lines: read.lines });
  });

  it("passes the gateway's refusal on with its Spanish words", async () => {
    const { actors } = effects(json(403, { error: { code: 'forbidden', message: 'Tu rol no permite usar el pedido rápido.' } }));
    expect(await failureFrom(run(actors.previewLines, read.lines))).toEqual({ code: 'forbidden', message: 'Tu rol no permite usar el pedido rápido.' });
  });
});
