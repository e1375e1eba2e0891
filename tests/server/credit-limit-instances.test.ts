import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { accountMove, resPartner } from '../../server/db/schema';
import { creditOrderBody, signIn, startGatewayProcess, stopGatewayProcess, type GatewayProcess } from './support/gateway-processes';

// Two gateway processes on one PostgreSQL: a company's orders on credit, sent at once to both, are placed
// only while they fit in its line, whichever instance takes each. Only under npm run test:pg.

const dataDir = mkdtempSync(join(tmpdir(), 'despensa-credit-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const demoVat = '76.543.210-3';

it.skipIf(!process.env.DATABASE_URL)('two instances: 16 orders on credit at once take exactly what the line has left', { timeout: 180_000 }, async () => {
  const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_credit');
  const url = scratch.target.kind === 'postgres' ? scratch.target.url : '';
  const started: GatewayProcess[] = [];
  const database = await openDatabase(scratch.target);
  try {
    const first = await startGatewayProcess(url, join(dataDir, 'outbox'));
    started.push(first);
    const second = await startGatewayProcess(url, join(dataDir, 'outbox'));
    started.push(second);
    const { auth } = await signIn(first.base, 'demo@despensa.cl');
    const body = await creditOrderBody(first.base, auth);

    const owed = async () => {
      const [row] = await database.db
        .select({ owed: sql<number>`coalesce(sum(${accountMove.amountResidual}), 0)::bigint`.mapWith(Number) })
        .from(accountMove)
        .innerJoin(resPartner, eq(resPartner.id, accountMove.partnerId))
        .where(eq(resPartner.vat, demoVat));
      return row!.owed;
    };
    // One order first, to learn its total; then a line with room for exactly three more.
    const probe = await fetch(`${first.base}/api/create-sales-order`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    expect(probe.status).toBe(201);
    const { amount_total: total } = (await probe.json()) as { amount_total: number };
    const before = await owed();
    const limit = before + 3 * total + Math.floor(total / 2);
    await database.db.update(resPartner).set({ creditLimit: limit }).where(eq(resPartner.vat, demoVat));

    const bases = [first.base, second.base];
    const answers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const res = await fetch(`${bases[i % 2]}/api/create-sales-order`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.error?.code])).toEqual(Array.from({ length: 13 }, () => [422, 'credit_limit_exceeded']));
    expect(await owed()).toBe(before + 3 * total);
  } finally {
    await database.close();
    await Promise.all(started.map(stopGatewayProcess));
    await scratch.drop();
  }
});
