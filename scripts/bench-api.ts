import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/**
 * npm run bench:api — requests/s and p99 of the gateway's hot routes, each beside the same bytes served
 * as static JSON by the same process, on PGlite and (with BENCH_DATABASE_URL) PostgreSQL. Bounded:
 * a few seconds per route, 127.0.0.1 only.
 */
interface Started {
  port: number;
  accessToken: string;
  kind: string;
  measured: Record<string, { method: string; path: string; body?: string }>;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);

async function startServer(databaseUrl?: string, cache = true) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/api-server.ts'], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', BENCH_CACHE: cache ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { started: JSON.parse(line) as Started, stop: () => child.kill('SIGTERM') };
}

async function load(url: string, method: string, headers: Record<string, string>, body?: string, duration = seconds) {
  const result = await autocannon({
    url,
    method: method as 'GET' | 'POST',
    connections,
    duration,
    headers: { ...headers, 'content-type': 'application/json' },
    body,
    // Every order needs its own key, or the gateway would answer the first order again.
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }) }],
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function sequentialP95(url: string, headers: Record<string, string>, count = 300) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(count * 0.95)] ?? Number.NaN;
}

/** The body's length as sent: fetch would hand back the decompressed bytes. */
function bytesOnTheWire(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    get(url, { headers }, (res) => {
      let length = 0;
      res.on('data', (chunk: Buffer) => (length += chunk.length));
      res.on('end', () => resolve(length));
    }).on('error', reject);
  });
}

const targets = [{ label: 'PGlite', url: undefined as string | undefined }];
if (process.env.BENCH_DATABASE_URL) targets.push({ label: 'PostgreSQL', url: process.env.BENCH_DATABASE_URL });

let failed = false;
console.log(`bench:api — ${seconds} s per route, ${connections} connections, demo company with 10,000 extra orders\n`);
console.log('backend     route         req/s     p99 ms   static req/s  static p99  ratio');
for (const target of targets) {
  const { started, stop } = await startServer(target.url);
  try {
    const base = `http://127.0.0.1:${started.port}`;
    const auth = { authorization: `Bearer ${started.accessToken}` };
    for (const [name, route] of Object.entries(started.measured)) {
      // A second of each first, so neither side is measured while V8 is still compiling it.
      await load(`${base}${route.path}`, route.method, auth, route.body, 1);
      await load(`${base}/bench/static/${name}`, route.method, auth, route.body, 1);
      const real = await load(`${base}${route.path}`, route.method, auth, route.body);
      const baseline = await load(`${base}/bench/static/${name}`, route.method, auth, route.body);
      const ratio = real.rps / baseline.rps;
      const isList = name === 'orders' || name === 'invoices';
      if (isList && ratio < 0.5) failed = true;
      console.log(
        `${target.label.padEnd(11)} ${name.padEnd(12)} ${real.rps.toFixed(0).padStart(7)} ${String(real.p99).padStart(9)} ${baseline.rps.toFixed(0).padStart(13)} ${String(baseline.p99).padStart(11)}  ${ratio.toFixed(2)}x${isList ? (ratio >= 0.5 ? '  (target >= 0.5x: ok)' : '  (target >= 0.5x: MISSED)') : ''}`,
      );
    }
  } finally {
    stop();
  }
}
// The p95 target is measured without the answer cache: every request reads the database.
{
  const { started, stop } = await startServer(undefined, false);
  try {
    const base = `http://127.0.0.1:${started.port}`;
    const p95 = await sequentialP95(`${base}${started.measured.orders?.path}`, { authorization: `Bearer ${started.accessToken}` });
    if (p95 >= 20) failed = true;
    console.log(`PGlite      orders list of a 10,000-order customer, no cache, one client: p95 ${p95.toFixed(2)} ms (target < 20 ms: ${p95 < 20 ? 'ok' : 'MISSED'})`);
  } finally {
    stop();
  }
}
// What the orders list of the 10,000-order customer costs on the way, as sent and compressed on the fly.
{
  const { started, stop } = await startServer();
  try {
    const url = `http://127.0.0.1:${started.port}${started.measured.orders?.path}`;
    const auth = { authorization: `Bearer ${started.accessToken}` };
    console.log('\norders list of a 10,000-order customer (PGlite, cache on), by Accept-Encoding:');
    console.log('encoding    bytes sent   req/s     p99 ms');
    for (const encoding of ['identity', 'gzip', 'br']) {
      const headers = { ...auth, 'accept-encoding': encoding };
      const sent = await bytesOnTheWire(url, headers);
      await load(url, 'GET', headers, undefined, 1);
      const measuredLoad = await load(url, 'GET', headers);
      console.log(`${encoding.padEnd(11)} ${String(sent).padStart(10)} ${measuredLoad.rps.toFixed(0).padStart(7)} ${String(measuredLoad.p99).padStart(9)}`);
    }
  } finally {
    stop();
  }
}
process.exitCode = failed ? 1 : 0;
