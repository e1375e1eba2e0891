import { createServer, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { postgresPool } from '../../server/db/client';
import { isDatabaseUnreachable } from '../../server/http/database-outage';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** A server that accepts connections and never answers, as a hung database does. */
async function silentServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as { port: number }).port;
}

it('tells a database that accepts no connection apart as unreachable, at the connection timeout rather than the pool wait', async () => {
  const pool = postgresPool(`postgres://despensa@127.0.0.1:${await silentServer()}/despensa`);
  closing.push(() => pool.end());
  const started = Date.now();
  const error: unknown = await pool.query('select 1').catch((failure: unknown) => failure);
  expect(isDatabaseUnreachable(error)).toBe(true);
  // The client's own 2 s, not the pool's 10 s wait: which of the two gave up, not how fast the machine is.
  expect(Date.now() - started).toBeLessThan(8_000);
});

it.skipIf(!process.env.DATABASE_URL)('lets a request wait for a connection while a burst holds all ten, instead of calling the database down', { timeout: 30_000 }, async () => {
  const pool = postgresPool(process.env.DATABASE_URL!);
  closing.push(() => pool.end());
  const held = Array.from({ length: 10 }, () => pool.query('select pg_sleep(3)'));
  const waiting = await pool.query<{ one: number }>('select 1 as one');
  expect(waiting.rows).toEqual([{ one: 1 }]);
  await Promise.all(held);
});
