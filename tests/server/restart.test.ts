import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../server/db/client';
import { startServer } from '../../server/serve';
import { createScratchTarget } from '../../server/db/scratch-database';
import { silentLogger } from '../../server/log/logger';

const dataDir = mkdtempSync(join(tmpdir(), 'despensa-restart-'));
const testTarget = await createScratchTarget();
// PGlite in a data folder on disk, as `npm start` opens it; or a fresh PostgreSQL database.
const target: DatabaseTarget = testTarget.target.kind === 'postgres' ? testTarget.target : { kind: 'pglite', dataDir };

afterAll(async () => {
  await testTarget.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = () =>
  startServer({ database: target, port: 0, host: '127.0.0.1', version: 'test', outboxDir: join(dataDir, 'outbox'), logger: silentLogger });

it('keeps what was written before a restart: the seed, the session and the signing secret', async () => {
  const first = await start();
  expect(first.seeded).toBe(true);
  const login = await fetch(`${first.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@despensa.cl', password: 'despensa-demo' }),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await first.close();

  const second = await start();
  try {
    expect(second.seeded).toBe(false);
    const profile = await fetch(`${second.url}/api/user-profile`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { name: string }).name).toBe('Daniela Muñoz');
    const refresh = await fetch(`${second.url}/api/auth/refresh`, { method: 'POST', headers: { Cookie: cookie } });
    expect(refresh.status).toBe(200);
  } finally {
    await second.close();
  }
});
