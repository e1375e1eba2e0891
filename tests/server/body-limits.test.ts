import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEndpoints } from '../../contract/orders';
import { createScratchTarget } from '../../server/db/scratch-database';
import { defaultMaxBodyBytes } from '../../server/http/bounded-body';
import { silentLogger } from '../../server/log/logger';
import { startServer, type RunningServer } from '../../server/serve';
import { createTestApp } from './support/test-app';

type ErrorBody = { error: { code: string; message: string } };

describe('body limits (app)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);

  it('refuses a sign-in body over the default limit with 413 in Spanish, from its declared length', async () => {
    const body = JSON.stringify({ email: 'demo@despensa.cl', password: 'x'.repeat(defaultMaxBodyBytes) });
    const res = await login(body, { 'Content-Length': String(Buffer.byteLength(body)) });
    expect(res.status).toBe(413);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toMatch(/demasiado grande.*16 KB/);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('refuses a streamed body without a declared length as soon as it passes the limit, without reading the rest', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`{"email":"demo@despensa.cl","password":"${'x'.repeat(4096)}`);
    const twoMegabytes = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await login(twoMegabytes);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('payload_too_large');
    expect(sent).toBeLessThan(defaultMaxBodyBytes * 4);
  });

  it('reads an order as large as the contract allows, and refuses one byte past its own limit', async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const line = { product_id: 2_147_483_647, product_uom_qty: 0.30000000000000004, price_unit: 1_000_000_000, cxti_price: 1_000_000_000 };
    const largest = JSON.stringify(
      { partner_id: 2_147_483_647, payment_method_id: 2_147_483_647, despensa_customer_sale_order_number: 'x'.repeat(60), scheduled_date: '2026-03-03', retiro_en_tienda: false, partner_shipping_id: 2_147_483_647, order_line: Array.from({ length: 200 }, () => line) },
      null,
      2,
    );
    const limit = orderEndpoints.create.maxBodyBytes;
    expect(Buffer.byteLength(largest)).toBeLessThanOrEqual(limit);
    const order = (body: string) =>
      t.send('POST', '/api/create-sales-order', { ...auth, 'Idempotency-Key': crypto.randomUUID(), 'Content-Length': String(Buffer.byteLength(body)) }, body);
    const read = await order(largest);
    expect(read.status).not.toBe(413);
    expect(read.status).toBeLessThan(500);
    const past = largest.replace('{', `{${' '.repeat(limit + 1 - Buffer.byteLength(largest))}`);
    expect(Buffer.byteLength(past)).toBe(limit + 1);
    expect((await order(past)).status).toBe(413);
  });
});

/** What a raw connection received: the status and body of the first answer, and when it came. */
function answerOf(socket: Socket): Promise<{ status: number; body: string; at: number }> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, split));
      if (split >= 0 && length && text.length - split - 4 >= Number(length[1])) {
        resolve({ status: Number(text.slice(9, 12)), body: Buffer.from(text.slice(split + 4), 'latin1').toString(), at: Date.now() });
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed without a whole answer: ${text.slice(0, 200)}`)));
  });
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

describe('body limits (listening server)', () => {
  const bodyTimeoutMs = 600;
  const dataDir = mkdtempSync(join(tmpdir(), 'despensa-body-limits-'));
  let server: RunningServer;
  let drop: () => Promise<void>;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const scratch = await createScratchTarget();
    drop = scratch.drop;
    server = await startServer({ database: scratch.target, port: 0, host: '127.0.0.1', version: 'test', outboxDir: join(dataDir, 'outbox'), bodyTimeoutMs, logger: silentLogger });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (head: string) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`${head}\r\n\r\n`);
    return socket;
  };
  const healthAnswers = async (during: () => boolean) => {
    let answers = 0;
    while (during()) {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      answers += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return answers;
  };

  it('cuts a body that trickles in with a 408 in Spanish, and answers health checks meanwhile', { timeout: 60_000 }, async () => {
    const socket = await open('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000');
    const answered = answerOf(socket);
    const started = Date.now();
    let done = false;
    const trickle = setInterval(() => socket.writable && socket.write('{'), 100);
    const health = healthAnswers(() => !done);
    try {
      const answer = await within(20_000, answered);
      expect(answer.status).toBe(408);
      const { error } = JSON.parse(answer.body) as ErrorBody;
      expect(error.code).toBe('request_timeout');
      expect(error.message).toMatch(/tardó demasiado/);
      expect(answer.at - started).toBeGreaterThanOrEqual(bodyTimeoutMs - 50);
    } finally {
      clearInterval(trickle);
      done = true;
    }
    // Answered meanwhile, not blocked behind the slow body; how fast is for a benchmark, not a test.
    expect(await health).toBeGreaterThan(2);
  });

  it('refuses a declared 50 MB body with 413 before it is sent', { timeout: 60_000 }, async () => {
    const socket = await open(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}`);
    socket.write('{"email":"demo@despensa.cl","password":"');
    const answer = await within(20_000, answerOf(socket));
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as ErrorBody).error.code).toBe('payload_too_large');
  });

  it('refuses a chunked body of no declared length with 413 long before 50 MB of it arrive', { timeout: 60_000 }, async () => {
    const socket = await open('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked');
    const answered = answerOf(socket);
    let answer: Awaited<typeof answered> | undefined;
    void answered.then((received) => (answer = received), () => {});
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    while (!answer && sent < 50 * 1024 * 1024 && socket.writable) {
      const flushed = socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString()}\r\n`);
      sent += chunk.length;
      if (!flushed) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), answered.catch(() => {})]);
    }
    const received = await within(20_000, answered);
    expect(received.status).toBe(413);
    expect(sent).toBeLessThan(10 * 1024 * 1024);
  });
});
