import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../metrics/metrics.ts';

/**
 * The one guard every scheduled job and every start-time run goes through: a failure (the database
 * away mid-run, whose transaction PostgreSQL rolled back) is logged, and the job runs again at its
 * next tick; it never ends the process (issue 46). Each run is timed and counted, a failure too, and
 * a success stamps the job's last success (issue 47), under the job's `name`.
 */
export function jobRunner(deps: { log: Pick<FastifyBaseLogger, 'error'>; metrics: Metrics }) {
  return <T>(name: string, work: () => Promise<T>, onDone?: (done: T) => void) => {
    const runs = deps.metrics.job(name);
    return async (): Promise<void> => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const done = await work();
        onDone?.(done);
        runs.succeeded(seconds());
      } catch (err) {
        runs.failed(seconds());
        deps.log.error({ err, job: name }, `${name} failed`);
      }
    };
  };
}
