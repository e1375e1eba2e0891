import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes guessing on GPUs costly.
const params = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;

/**
 * N for new hashes. Test runs lower it with PASSWORD_HASH_TEST_COST (log2 of N, 10 to 15): a test suite signs
 * in thousands of times, at about 0.1-0.2 s a hash on this machine's cores at N=2^15. A hash keeps its own N,
 * so verifying reads it from the stored hash whatever the setting. Outside tests (NODE_ENV other than
 * "test") the setting is ignored.
 */
function costOfNewHashes(): number {
  const log2 = Number(process.env.PASSWORD_HASH_TEST_COST);
  if (process.env.NODE_ENV !== 'test' || !Number.isInteger(log2) || log2 < 10 || log2 > 15) return params.N;
  return 2 ** log2;
}
const keyLength = 32;

/**
 * Hashes run at most this many at a time; the others wait their turn, never refused. Each holds
 * 32 MiB and a thread of libuv's pool, which files, DNS and compression share: twenty sign-ins at
 * once take half of the pool, not all of it.
 */
const concurrentHashes = Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2));
let running = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < concurrentHashes) running += 1;
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await work();
  } finally {
    // The place passes straight to the next in line, so `running` counts it still.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const options = { ...params, N: costOfNewHashes() };
  const key = await derive(password, salt, options);
  return ['scrypt', options.N, options.r, options.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  // A corrupt stored value (N not a power of two, a cost beyond maxmem) is a wrong password, not a crash.
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  }).catch(() => undefined);
  return actual !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/** A hash of nothing anyone knows, checked for unknown accounts so both answers take as long. */
export function unknownAccountHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
