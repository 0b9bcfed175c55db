import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMetrics } from '../metrics/metrics.ts';
import { jobRunner } from './run-job.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a job cut by a fault', () => {
  it('is run again after its retry delay until it succeeds, once at a time, and never after stopRetries', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const runJob = jobRunner({
      log: { error: (...args: unknown[]) => errors.push(args) },
      metrics: createMetrics(),
    });
    let failuresLeft = 2;
    let runs = 0;
    const settled: number[] = [];
    const settlement = runJob(
      'settlement',
      async () => {
        runs += 1;
        if (failuresLeft-- > 0) throw new Error('terminating connection due to administrator command');
        return runs;
      },
      { onDone: (n) => settled.push(n), retryInMs: 60_000 },
    );

    await settlement(); // the nightly tick, cut
    // A second failing tick meanwhile does not start a second chain of retries.
    await settlement();
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(3);
    expect(settled).toEqual([3]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toBe(3); // done: nothing more until its next tick
    expect(errors).toHaveLength(2);

    // At shutdown a retry waiting is dropped.
    failuresLeft = 1;
    await settlement();
    runJob.stopRetries();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toBe(4);
  });
});
