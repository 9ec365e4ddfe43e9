/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) throw new Error('No samples');
  const sorted = [...samples].sort((first, second) => first - second);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}

export async function elapsedMs(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export function milliseconds(value: number): string {
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
