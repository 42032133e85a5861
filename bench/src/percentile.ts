/** The p-th percentile (0–100) of the values by the nearest-rank method; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** A time in milliseconds rounded to a tenth, for reports. */
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;
