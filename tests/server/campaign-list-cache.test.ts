import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '../../contract/team-purchase';
import { campaignListCache } from '../../server/team-purchase/campaign-list-cache';
import { createTestApp } from './support/test-app';
import { addCampaign, committed, creditMethod, listed } from './team-purchase.fixtures';

describe('the campaign list kept a second', () => {
  it('reads once for every request within the second, again after it, and at once after a write', async () => {
    vi.useFakeTimers();
    try {
      const read = vi.fn(async () => [] as Campaign[]);
      const cache = campaignListCache(read, 1000);
      await Promise.all([cache.list(), cache.list(), cache.list()]);
      expect(read).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.list();
      expect(read).toHaveBeenCalledTimes(2);
      cache.forget();
      await cache.list();
      expect(read).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('database unavailable')).mockResolvedValue([]);
    const cache = campaignListCache(read, 60_000);
    await expect(cache.list()).rejects.toThrow('database unavailable');
    await expect(cache.list()).resolves.toEqual([]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('the gateway with its cache on', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ cache: true });
  });
  afterAll(() => t.close());

  it('shows a commitment made through it in the list at once', async () => {
    const campaign = await addCampaign(t);
    expect((await listed(t, campaign.id)).committed_qty).toBe(0);
    const demo = (await t.login('demo@despensa.cl')).auth;
    await committed(t, demo, campaign.id, { quantity: 7, payment_method_id: creditMethod });
    expect((await listed(t, campaign.id)).committed_qty).toBe(7);
    expect((await t.send('DELETE', `/api/team-purchases/${campaign.id}/commitment`, demo)).status).toBe(200);
    expect((await listed(t, campaign.id)).committed_qty).toBe(0);
  });
});
