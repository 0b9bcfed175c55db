/** Latency summaries of the bench, in milliseconds. */
export type Summary = { n: number; p50: number; p99: number; mean: number; max: number };

export function summarize(samplesMs: number[]): Summary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const total = sorted.reduce((s, v) => s + v, 0);
  return {
    n: sorted.length,
    p50: at(50),
    p99: at(99),
    mean: sorted.length ? total / sorted.length : 0,
    max: sorted.at(-1) ?? 0,
  };
}

export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
export const int = (v: number) => Math.round(v).toLocaleString('en');

/**
 * Runs `task` for `seconds` on `concurrency` lanes, or until it returns false (out of work); returns
 * each call's duration (ms) and the rate.
 */
export async function timed(
  seconds: number,
  concurrency: number,
  task: (lane: number, i: number) => Promise<void | false>,
): Promise<{ durations: number[]; perSecond: number; seconds: number }> {
  const durations: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if ((await task(lane, i++)) === false) return;
        durations.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { durations, perSecond: durations.length / elapsed, seconds: elapsed };
}

/** Runs `task` `n` times one after another; returns each duration (ms). */
export async function repeat(n: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await task(i);
    durations.push(performance.now() - t0);
  }
  return durations;
}

/** The `p` quantile (0–1) of `samplesMs`, nearest rank; 0 for none. */
export function percentile(samplesMs: number[], p: number): number {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
}
