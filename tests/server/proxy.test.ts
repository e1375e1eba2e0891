import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createScratchTarget } from '../../server/db/scratch-database';
import { freePort, signIn, startGatewayProcess, stopGatewayProcess, type GatewayProcess } from './support/gateway-processes';

// docs/deploy.md's nginx configuration, as it stands in deploy/nginx/despensa.conf, in front of two
// gateway processes on one PostgreSQL: it serves, passes the request id and the compression through, and
// keeps serving when one instance stops. Under npm run test:pg, where nginx is installed (.ci/run does).

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const dir = mkdtempSync(join(tmpdir(), 'despensa-proxy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The repository's site configuration with these instances and this port, in a throwaway nginx. */
function nginxConfig(instances: string[], port: number) {
  const site = readFileSync('deploy/nginx/despensa.conf', 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ (.*);$/gm, '')
    .replace('least_conn;', ['least_conn;', ...instances.map((base) => `server ${new URL(base).host} max_fails=2 fail_timeout=5s;`)].join('\n    '))
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
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

it.skipIf(!process.env.DATABASE_URL || !nginx)(
  'deploy/nginx/despensa.conf serves two instances, passes the request id and the compression, and survives one stopping',
  { timeout: 120_000 },
  async () => {
    const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_proxy');
    const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
    const gateways: GatewayProcess[] = [];
    let proxy: ChildProcess | undefined;
    try {
      for (let i = 0; i < 2; i += 1) gateways.push(await startGatewayProcess(url, join(dir, 'outbox'), { trustProxy: true }));
      const port = await freePort();
      nginxConfig(gateways.map((gateway) => gateway.base), port);
      const check = spawnSync(nginx!, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
      proxy = spawn(nginx!, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);

      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      const { auth } = await signIn(base, 'demo@despensa.cl');
      const list = await fetch(`${base}/api/user-sales-orders?limit=50`, { headers: { ...auth, 'Accept-Encoding': 'br' } });
      expect(list.status).toBe(200);
      // nginx's own request id reaches the gateway and comes back; the gateway's compression passes through.
      expect(list.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      expect(list.headers.get('content-encoding')).toBe('br');
      expect(list.headers.get('vary')).toMatch(/Accept-Encoding/i);

      // One instance stops: every request still gets its answer, from the other.
      await stopGatewayProcess(gateways[0]!);
      const statuses = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/api/user-sales-orders?limit=5`, { headers: auth }).then((res) => res.status)));
      console.log(`nginx with one of two instances stopped: ${statuses.filter((status) => status === 200).length} of ${statuses.length} requests answered 200`);
      expect(statuses.every((status) => status === 200)).toBe(true);
    } finally {
      proxy?.kill('SIGQUIT');
      await Promise.all(gateways.map(stopGatewayProcess));
      await scratch.drop();
    }
  },
);
