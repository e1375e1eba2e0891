import { expect, it } from 'vitest';
import { retryPauseMs } from '../../machines/connection.machine';

it('checks again by itself after 2, 4, 8 and 16 s, then every 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 12].map(retryPauseMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
});
