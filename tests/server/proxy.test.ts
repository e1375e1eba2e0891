import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createScratchTarget } from '../../server/db/scratch-database';
import { freePort, startGatewayProcess, stopGatewayProcess, type GatewayProcess } from './support/gateway-processes';

// docs/deploy.md's nginx configuration, as it stands in deploy/nginx/despensa.conf, in front of two
// gateway processes on one PostgreSQL: it sends plain HTTP to HTTPS, speaks HTTP/2 over TLS, passes the
// request id and the compression through, and keeps serving when one instance stops. Under npm run
// test:pg, where nginx and openssl are installed (.ci/run does).

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const dir = mkdtempSync(join(tmpdir(), 'despensa-proxy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A self-signed certificate for 127.0.0.1, in place of the one the configuration names. */
function selfSignedCertificate() {
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem')],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  return readFileSync(join(dir, 'fullchain.pem'), 'utf8');
}

/** The repository's site configuration with these instances, ports and certificate, in a throwaway nginx. */
function nginxConfig(instances: string[], ports: { http: number; https: number }) {
  const site = readFileSync('deploy/nginx/despensa.conf', 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ (.*);$/gm, '')
    .replace('least_conn;', ['least_conn;', ...instances.map((base) => `server ${new URL(base).host} max_fails=2 fail_timeout=5s;`)].join('\n    '))
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace('/etc/ssl/despensa/fullchain.pem', join(dir, 'fullchain.pem'))
    .replace('/etc/ssl/despensa/privkey.pem', join(dir, 'privkey.pem'));
  writeFileSync(join(dir, 'despensa.conf'), site);
  // Temporary files where the worker (nobody, when started as root) may write.
  chmodSync(dir, 0o777);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 256; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n` +
      `  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n  include ${dir}/despensa.conf;\n}\n`,
  );
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over the HTTP/2 session (fetch speaks only HTTP/1.1). */
function h2(session: ClientHttp2Session, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    let answerHeaders: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (received) => (answerHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: Buffer.concat(chunks).toString('utf8') }));
    stream.on('error', reject);
    stream.end(body);
  });
}

it.skipIf(!process.env.DATABASE_URL || !nginx)(
  'deploy/nginx/despensa.conf serves two instances over HTTP/2, passes the request id and the compression, and survives one stopping',
  { timeout: 120_000 },
  async () => {
    const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_proxy');
    const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
    const gateways: GatewayProcess[] = [];
    let proxy: ChildProcess | undefined;
    let session: ClientHttp2Session | undefined;
    try {
      for (let i = 0; i < 2; i += 1) gateways.push(await startGatewayProcess(url, join(dir, 'outbox'), { trustProxy: true }));
      const ports = { http: await freePort(), https: await freePort() };
      const certificate = selfSignedCertificate();
      nginxConfig(gateways.map((gateway) => gateway.base), ports);
      const check = spawnSync(nginx!, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
      proxy = spawn(nginx!, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });

      // Plain HTTP answers only with the way to HTTPS.
      const plain = `http://127.0.0.1:${ports.http}`;
      await expect.poll(async () => (await fetch(`${plain}/api/health`, { redirect: 'manual' }).catch(() => null))?.status, { timeout: 30_000 }).toBe(308);
      expect((await fetch(`${plain}/api/health`, { redirect: 'manual' })).headers.get('location')).toBe('https://127.0.0.1/api/health');

      session = connect(`https://127.0.0.1:${ports.https}`, { ca: certificate });
      await new Promise<void>((resolve, reject) => session!.once('connect', () => resolve()).once('error', reject));
      expect(session.alpnProtocol).toBe('h2');
      expect((await h2(session, '/api/ready')).status).toBe(200);
      const login = await h2(session, '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@despensa.cl', password: 'despensa-demo' }),
      });
      expect(login.status).toBe(200);
      const auth = { authorization: `Bearer ${(JSON.parse(login.body) as { accessToken: string }).accessToken}` };
      const list = await h2(session, '/api/user-sales-orders?limit=50', { headers: { ...auth, 'accept-encoding': 'br' } });
      expect(list.status).toBe(200);
      // nginx's own request id reaches the gateway and comes back; the gateway's compression passes through.
      expect(list.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(list.headers['content-encoding']).toBe('br');
      expect(list.headers.vary).toMatch(/Accept-Encoding/i);

      // One instance stops: every request still gets its answer, from the other, all on one connection.
      await stopGatewayProcess(gateways[0]!);
      const statuses = await Promise.all(Array.from({ length: 20 }, () => h2(session!, '/api/user-sales-orders?limit=5', { headers: auth }).then((answer) => answer.status)));
      console.log(`nginx with one of two instances stopped: ${statuses.filter((status) => status === 200).length} of ${statuses.length} requests answered 200`);
      expect(statuses.every((status) => status === 200)).toBe(true);
    } finally {
      session?.close();
      proxy?.kill('SIGQUIT');
      await Promise.all(gateways.map(stopGatewayProcess));
      await scratch.drop();
    }
  },
);
