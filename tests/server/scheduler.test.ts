import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { createScheduler, lockKey } from '../../server/jobs/scheduler';
import { createLogger } from '../../server/log/logger';

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ destination, pretty: false }), lines };
}

/** A job that holds its run until released, counting the runs that started. */
function heldJob() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  return {
    work: async () => {
      started += 1;
      await gate;
      return { charged: 3 };
    },
    started: () => started,
    release: () => release(),
  };
}

describe('the job scheduler', () => {
  it('names each job by a stable lock key', () => {
    expect(lockKey('club-renewals')).toBe(lockKey('club-renewals'));
    expect(lockKey('club-renewals')).not.toBe(lockKey('team-purchase-closing'));
    expect(Number.isInteger(lockKey('club-renewals')) && Math.abs(lockKey('club-renewals')) < 2 ** 31).toBe(true);
  });

  it('runs a job once while a run of it is under way, logs the run, the skip and a failure', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const { logger, lines } = capturedLog();
    const scheduler = createScheduler({ database, logger });
    try {
      const job = heldJob();
      const first = scheduler.run('club-renewals', job.work);
      expect(await scheduler.run('club-renewals', job.work)).toBe('skipped');
      job.release();
      expect(await first).toBe('ran');
      expect(job.started()).toBe(1);
      expect(await scheduler.run('club-renewals', async () => ({ charged: 0 }))).toBe('ran');
      expect(await scheduler.run('club-renewals', async () => Promise.reject(new Error('sin proveedor')))).toBe('failed');
      expect(lines.map((line) => [line.event, line.job])).toEqual([
        ['job.skipped', 'club-renewals'],
        ['job.run', 'club-renewals'],
        ['job.run', 'club-renewals'],
        ['job.failed', 'club-renewals'],
      ]);
      expect(lines[1]).toMatchObject({ charged: 3 });
    } finally {
      await scheduler.stop();
      await database.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('never runs the same job in two instances on one PostgreSQL at once', { timeout: 60_000 }, async () => {
    const scratch = await createScratchTarget(process.env.DATABASE_URL, 'despensa_jobs');
    const [a, b] = await Promise.all([openDatabase(scratch.target), openDatabase(scratch.target)]);
    const logger = capturedLog().logger;
    const [onA, onB] = [createScheduler({ database: a!, logger }), createScheduler({ database: b!, logger })];
    try {
      const job = heldJob();
      const running = onA.run('club-renewals', job.work);
      await expect.poll(job.started).toBe(1);
      expect(await onB.run('club-renewals', job.work)).toBe('skipped');
      // Another job is not held up by it.
      expect(await onB.run('team-purchase-closing', async () => ({}))).toBe('ran');
      job.release();
      expect(await running).toBe('ran');
      expect(await onB.run('club-renewals', async () => ({}))).toBe('ran');
      expect(job.started()).toBe(1);
    } finally {
      await onA.stop();
      await onB.stop();
      await Promise.all([a!.close(), b!.close()]);
      await scratch.drop();
    }
  });
});
