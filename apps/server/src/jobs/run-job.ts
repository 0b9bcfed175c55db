import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../metrics/metrics.ts';

export type JobOptions<T> = {
  /** After a run that did its work. */
  onDone?: (done: T) => void;
  /**
   * After a failed run, run again this much later (and again, until a run succeeds), instead of
   * waiting for the next tick: for the jobs whose next tick is hours away (the nightly settlement cut
   * by a restart of the database is settled a minute later, not tomorrow).
   */
  retryInMs?: number;
};

/**
 * The one guard every scheduled job and every start-time run goes through: a failure (the database
 * away mid-run, whose transaction PostgreSQL rolled back) is logged, and the job runs again at its
 * next tick or its retry; it never ends the process (issue 46). Each run is timed and counted, a
 * failure too, and a success stamps the job's last success (issue 47), under the job's `name`.
 * `stopRetries` (at shutdown) cancels the retries waiting.
 */
export function jobRunner(deps: { log: Pick<FastifyBaseLogger, 'error'>; metrics: Metrics }) {
  const retries = new Set<NodeJS.Timeout>();
  let stopped = false;
  const runJob = <T>(name: string, work: () => Promise<T>, options: JobOptions<T> = {}) => {
    const runs = deps.metrics.job(name);
    let retry: NodeJS.Timeout | undefined;
    const run = async (): Promise<void> => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const done = await work();
        options.onDone?.(done);
        runs.succeeded(seconds());
      } catch (err) {
        runs.failed(seconds());
        deps.log.error({ err, job: name, retryInMs: options.retryInMs }, `${name} failed`);
        // One retry waiting at a time, whichever run failed (a tick and a retry may both fail).
        if (options.retryInMs && !retry && !stopped) {
          retry = setTimeout(() => {
            retries.delete(retry!);
            retry = undefined;
            void run();
          }, options.retryInMs);
          retry.unref();
          retries.add(retry);
        }
      }
    };
    return run;
  };
  return Object.assign(runJob, {
    stopRetries: () => {
      stopped = true;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
    },
  });
}
