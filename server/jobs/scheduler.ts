import type { Database } from '../db/client';
import type { Logger } from '../log/logger';

/** A job's run: what it reports is written to the log with the run. */
export type JobRun = () => Promise<Record<string, unknown> | void>;

/**
 * The one way the gateway runs scheduled work (the Club CXTI renewals; the team purchases' closing
 * later): each run takes the lock of its job's name, so N instances on one PostgreSQL never run the
 * same job twice at once; an instance that finds it taken skips that run, since the holder is doing
 * the work. Every run, skip and failure is a line of the log.
 */
export function createScheduler({ database, logger }: { database: Pick<Database, 'exclusive'>; logger: Logger }) {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  /** One run of `job` now, unless another instance is running it. */
  async function run(job: string, work: JobRun): Promise<'ran' | 'skipped' | 'failed'> {
    const started = performance.now();
    try {
      const outcome = await database.exclusive(lockKey(job), work);
      if (!outcome.ran) {
        logger.info({ event: 'job.skipped', job, reason: 'running elsewhere' });
        return 'skipped';
      }
      logger.info({ event: 'job.run', job, durationMs: Math.round(performance.now() - started), ...(outcome.result ?? {}) });
      return 'ran';
    } catch (error) {
      logger.error({ event: 'job.failed', job, err: error });
      return 'failed';
    }
  }

  function tracked(job: string, work: JobRun) {
    const current = run(job, work);
    running.add(current);
    void current.finally(() => running.delete(current));
    return current;
  }

  return {
    run,
    /** Runs `job` now (catching up on a time the gateway was stopped) and then every `intervalMs`. */
    every(job: string, intervalMs: number, work: JobRun) {
      void tracked(job, work);
      const timer = setInterval(() => void tracked(job, work), intervalMs);
      timer.unref();
      timers.add(timer);
    },
    /** No more runs; the ones under way finish before the database goes. */
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

/** A job's name as a lock key: FNV-1a, 32 bits, signed as PostgreSQL's int4 advisory keys are. */
export function lockKey(job: string): number {
  let hash = 0x811c9dc5;
  for (const char of job) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
