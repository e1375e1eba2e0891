import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The first of the suite's ports: the global setup's portal takes it, worker n's the one n + 1 above. */
export const basePort = Number(process.env.E2E_PORT ?? 3100);

/** The data dir the global setup migrates and seeds, which each worker copies. */
export const templateDir = (runDir: string) => join(runDir, 'template');
export const workerDataDir = (runDir: string, workerIndex: number) => join(runDir, `worker-${workerIndex}`);

export interface PortalProcess {
  url: string;
  /** SIGTERM to its process id, as Ctrl+C; resolves once it has exited. */
  stop(): Promise<void>;
}

interface PortalOptions {
  /** What tests/e2e/support/portal-main.ts imports: scripts/start.ts (builds first) or server/main.ts. */
  entry: string;
  dataDir: string;
  port: number;
  /** The checkout: where the sources and dist/ are. */
  root: string;
  /** How long the first answer may take; generous, as the machine may be busy. */
  readyWithinMs: number;
}

/** Kept of the portal's output for the error of a start that fails. */
const tailLength = 4_000;
/** A portal that does not stop on SIGTERM (its requests drain within 10 s) is killed after this. */
const stopWithinMs = 30_000;

/**
 * Starts the real portal with the settings the suite has always used and waits until /api/version answers.
 * SANDBOX_TEST_CLOCK: the Club CXTI renewal and the batch closings are run as of their day, as a provider's
 * test clock would. LOG_LEVEL=warn: the suite's thousands of request lines would bury its own report.
 */
export async function startPortal({ entry, dataDir, port, root, readyWithinMs }: PortalOptions): Promise<PortalProcess> {
  await ensureFree(port);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', SANDBOX_TEST_CLOCK: '1', LOG_LEVEL: 'warn' };
  // Its own PGlite database and outbox, and links to itself, whatever the shell exports.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/portal-main.ts', entry], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-tailLength);
  };
  child.stdout.on('data', keep).pipe(process.stdout);
  child.stderr.on('data', keep).pipe(process.stderr);
  const exited = once(child, 'exit');
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (!running()) return;
    const killer = setTimeout(() => child.kill('SIGKILL'), stopWithinMs);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killer);
  };

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + readyWithinMs;
  while (!(await answers(`http://127.0.0.1:${port}/api/version`))) {
    if (!running()) throw new Error(`the portal for ${dataDir} stopped before it answered on port ${port}:\n${tail}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the portal for ${dataDir} did not answer on port ${port} within ${readyWithinMs / 1000} s:\n${tail}`);
    }
    await sleep(250);
  }
  return { url, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/** Another program on the port would answer the readiness check in the portal's place. */
function ensureFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken: stop what listens there or set E2E_PORT to the first of a free range`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
