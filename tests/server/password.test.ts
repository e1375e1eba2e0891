import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/domain/password';

const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('cost N=2^15 outside tests, whatever PASSWORD_HASH_TEST_COST says', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PASSWORD_HASH_TEST_COST', '10');
    const hash = await hashPassword('papas-fritas-con-pebre');
    expect(costOf(hash)).toBe(2 ** 15);
    expect(await verifyPassword('papas-fritas-con-pebre', hash)).toBe(true);
  });

  it('take the test run’s lower cost, and verify whatever cost a stored hash has', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('PASSWORD_HASH_TEST_COST', '10');
    const cheap = await hashPassword('papas-fritas-con-pebre');
    expect(costOf(cheap)).toBe(2 ** 10);
    vi.stubEnv('PASSWORD_HASH_TEST_COST', '');
    const full = await hashPassword('papas-fritas-con-pebre');
    expect(costOf(full)).toBe(2 ** 15);
    expect(await verifyPassword('papas-fritas-con-pebre', cheap)).toBe(true);
    expect(await verifyPassword('papas-fritas-con-pebre', full)).toBe(true);
    expect(await verifyPassword('papas-fritas', cheap)).toBe(false);
  });

  it('ignore a test cost that is not a whole number from 10 to 15', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    for (const value of ['9', '16', '12.5', 'bajo']) {
      vi.stubEnv('PASSWORD_HASH_TEST_COST', value);
      expect(costOf(await hashPassword('x')), value).toBe(2 ** 15);
    }
  });

  it('refuse a stored value that is not one of its hashes', async () => {
    for (const stored of ['', 'bcrypt$2b$10$abc', 'scrypt$0$8$1$c2FsdA==$a2V5', 'scrypt$$$$$']) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });
});
