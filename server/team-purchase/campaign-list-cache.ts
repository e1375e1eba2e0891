import type { Campaign } from '../../contract/team-purchase';

/**
 * The campaign list is the same for everyone, and every open /teampurchase page asks for it every 15 s:
 * one read a second per instance serves them all. A write through this instance drops it at once;
 * another instance's write shows here within the second.
 */
export function campaignListCache(read: () => Promise<Campaign[]>, keepMs = 1000) {
  let kept: { until: number; list: Promise<Campaign[]> } | null = null;
  return {
    list(): Promise<Campaign[]> {
      const now = performance.now();
      if (kept && kept.until > now) return kept.list;
      const list = read();
      kept = { until: now + keepMs, list };
      // A failed read is not kept: the next request reads again.
      list.catch(() => {
        if (kept?.list === list) kept = null;
      });
      return list;
    },
    forget() {
      kept = null;
    },
  };
}
