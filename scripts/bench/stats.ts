/** Median and 95th percentile (nearest rank) of timings. */
export function summary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}
