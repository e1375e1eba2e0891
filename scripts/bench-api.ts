import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  /** The PostgreSQL database it made (or joined), for a second instance to join. */
  databaseUrl?: string;
}

/** The bench server's cache: coherent across instances (as npm start), local to its process, or none. */
type CacheMode = 'coherent' | 'local' | '0';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);

async function startServer(databaseUrl?: string, cache: CacheMode = 'coherent', join?: string, log: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/api-server.ts'], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', BENCH_CACHE: cache, BENCH_JOIN_URL: join ?? '', ...log },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  /** What the process holds in memory now (Linux), for the sizing table of docs/deploy.md. */
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;
  return { started: JSON.parse(line) as Started, stop, rssMb };
}

async function load(url: string, method: string, headers: Record<string, string>, body?: string, duration = seconds, clients = connections) {
  const result = await autocannon({
    url,
    method: method as 'GET' | 'POST',
    connections: clients,
    duration,
    headers: { ...headers, 'content-type': 'application/json' },
    body,
    // Every order needs its own key, or the gateway would answer the first order again.
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }) }],
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, sent: result.requests.sent };
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

/** Requests a second and the 99th percentile's latency in ms. */
interface Measured {
  rps: number;
  p99: number;
}

/** One line of a table that sets a route beside its static baseline, measured in the same run. */
function comparedRow(label: string, name: string, nameWidth: number, real: Measured, baseline: Measured): string {
  return `${label.padEnd(11)} ${name.padEnd(nameWidth)} ${real.rps.toFixed(0).padStart(7)} ${String(real.p99).padStart(9)} ${baseline.rps.toFixed(0).padStart(13)} ${String(baseline.p99).padStart(11)}  ${(real.rps / baseline.rps).toFixed(2)}x`;
}

const targets = [{ label: 'PGlite', url: undefined as string | undefined }];
if (process.env.BENCH_DATABASE_URL) targets.push({ label: 'PostgreSQL', url: process.env.BENCH_DATABASE_URL });

let failed = false;
console.log(`bench:api — ${seconds} s per route, ${connections} connections, demo company with 10,000 extra orders\n`);
console.log('backend     route          req/s     p99 ms   static req/s  static p99  ratio');
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
      console.log(`${comparedRow(target.label, name, 13, real, baseline)}${isList ? (ratio >= 0.5 ? '  (target >= 0.5x: ok)' : '  (target >= 0.5x: MISSED)') : ''}`);
    }
  } finally {
    stop();
  }
}
// The p95 target is measured without the answer cache: every request reads the database.
{
  const { started, stop } = await startServer(undefined, '0');
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
// What the request log costs: the orders list (PGlite, cache on) with one JSON line per request written to a
// file synchronously (one write per request, as before) and asynchronously (as npm start), beside no log.
{
  const logDir = mkdtempSync(join(tmpdir(), 'despensa-bench-log-'));
  try {
    console.log('\nthe request log, orders list of a 10,000-order customer (PGlite, cache on):');
    console.log('log         req/s     p99 ms   requests   lines written');
    for (const mode of ['none', 'sync', 'async'] as const) {
      const file = join(logDir, `${mode}.jsonl`);
      const { started, stop } = await startServer(undefined, 'coherent', undefined, mode === 'none' ? {} : { BENCH_LOG: mode, BENCH_LOG_FILE: file });
      try {
        const url = `http://127.0.0.1:${started.port}${started.measured.orders?.path}`;
        const auth = { authorization: `Bearer ${started.accessToken}` };
        const warm = await load(url, 'GET', auth, undefined, 1);
        const measuredLoad = await load(url, 'GET', auth);
        // Stopped before counting: what was buffered is flushed as the process exits.
        await stop();
        const lines = mode === 'none' ? 0 : readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
        const requests = warm.sent + measuredLoad.sent;
        console.log(`${mode.padEnd(11)} ${measuredLoad.rps.toFixed(0).padStart(5)} ${String(measuredLoad.p99).padStart(10)} ${String(requests).padStart(10)} ${String(lines).padStart(15)}`);
      } finally {
        await stop();
      }
    }
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

// N instances on one PostgreSQL: two bench servers on one database, the load split between them as a
// proxy would, beside the same two serving static JSON. Coherent is what npm start runs; local (each cache
// deaf to the other: stale for up to 2 s) and none (every read from the database) are the alternatives.
if (process.env.BENCH_DATABASE_URL) {
  console.log('\ntwo instances on one PostgreSQL, the load split between them (req/s summed, p99 the worse of the two):');
  console.log('cache       route                 req/s     p99 ms   static req/s  static p99  ratio');
  const half = Math.max(1, Math.floor(connections / 2));
  const memory: string[] = [];
  const both = async (bases: string[], route: { method: string; path: string; body?: string }, auths: Record<string, string>[], duration = seconds) => {
    const results = await Promise.all(bases.map((base, i) => load(`${base}${route.path}`, route.method, auths[i]!, route.body, duration, half)));
    return { rps: results.reduce((sum, r) => sum + r.rps, 0), p99: Math.max(...results.map((r) => r.p99)) };
  };
  for (const mode of ['coherent', 'local', '0'] as const) {
    const first = await startServer(process.env.BENCH_DATABASE_URL, mode);
    const second = await startServer(undefined, mode, first.started.databaseUrl);
    try {
      const instances = [first.started, second.started];
      const bases = instances.map((s) => `http://127.0.0.1:${s.port}`);
      const auths = instances.map((s) => ({ authorization: `Bearer ${s.accessToken}` }));
      const label = mode === '0' ? 'none' : mode;
      for (const name of ['orders', 'invoices'] as const) {
        const route = first.started.measured[name]!;
        const staticRoute = { ...route, path: `/bench/static/${name}` };
        await both(bases, route, auths, 1);
        await both(bases, staticRoute, auths, 1);
        const real = await both(bases, route, auths);
        const baseline = await both(bases, staticRoute, auths);
        console.log(comparedRow(label, name, 20, real, baseline));
      }
      // The orders list read on both while one connection keeps ordering through the first: every order
      // drops the company's cached lists on both instances (coherent), or on the first alone (local).
      const route = first.started.measured.orders!;
      const writing = load(`${bases[0]}${first.started.measured.createOrder!.path}`, 'POST', auths[0]!, first.started.measured.createOrder!.body, seconds, 1);
      const [real, writes] = await Promise.all([both(bases, route, auths), writing]);
      const baseline = await both(bases, { ...route, path: '/bench/static/orders' }, auths);
      memory.push(`${label}: ${first.rssMb().toFixed(0)} MB and ${second.rssMb().toFixed(0)} MB`);
      console.log(comparedRow(label, `orders, ${writes.rps.toFixed(0)} orders/s`, 20, real, baseline));
    } finally {
      await second.stop();
      await first.stop();
    }
  }
  console.log(`resident memory of each instance after its runs: ${memory.join('; ')}`);
}
process.exitCode = failed ? 1 : 0;
