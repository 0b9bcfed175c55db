import path from 'node:path';
import { Cron } from 'croner';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from './db/client.ts';
import { isDatabaseUnavailable } from './db/faults.ts';
import { housekeeping } from './jobs/housekeeping.ts';
import { jobRunner } from './jobs/run-job.ts';
import { serveMetrics } from './metrics/metrics-server.ts';
import type { Metrics } from './metrics/metrics.ts';
import { expireOrders } from './modules/pay/orders.service.ts';
import { detectOffline } from './jobs/offline-detection.ts';
import { maintainTelemetryPartitions } from './jobs/telemetry-partitions.ts';
import { publishFlashingTutorial, seedArticles } from './modules/content/content.service.ts';
import { settlePendingDays } from './modules/settlement/settlement.service.ts';
import { followUpPayouts } from './modules/withdrawals/withdrawals.service.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemo } from './seed/demo.ts';
import { seedDemoFleet, type DemoFleetSummary } from './seed/demo-fleet.ts';
import { seedDemoWallet } from './seed/demo-wallet.ts';
import { seedDemoLottery } from './seed/demo-lottery.ts';
import { seedDemoCooperation, startDemoListeners } from './seed/demo-cooperation.ts';
import { seedDemoFlashing } from './seed/demo-flashing.ts';
import { runLottery } from './modules/lottery/draw.service.ts';
import { checkAllServers } from './modules/services/cooperation.service.ts';
import { reconcile, reconcileAndRecord } from './modules/settlement/reconcile.ts';

/**
 * A job that runs once a day or an hour (settlement, reconciliation, partitions, housekeeping) and
 * failed — the database restarting under it — runs again this much later, until it succeeds, rather
 * than at its next tick hours away (issue 46). The jobs run every minute need no retry.
 */
const RETRY_DAILY_JOB_MS = 60_000;

/** Reads config, opens and migrates the database, seeds, starts jobs, listens; stops cleanly on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Before the app's logger exists, the driver's complaints go to stderr (and are not counted).
  let log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'> | null = null;
  let metrics: Metrics | null = null;
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          directUrl: config.databaseDirectUrl,
          readUrl: config.databaseReadUrl,
          onStandbyDown: (err) => {
            const message = err instanceof Error ? err.message : String(err);
            if (log) log.warn({ err: { message } }, 'standby unreachable: reads on the primary for 5 s');
            else console.warn(`standby unreachable: ${message}`);
          },
          poolSize: config.databasePoolSize,
          limits: config.databaseLimits,
          onConnectionError: (err, where) => {
            metrics?.connectionLost(where);
            if (log) log.warn({ err: { message: err.message }, where }, 'database connection lost');
            else console.warn(`database connection lost (${where}): ${err.message}`);
          },
        }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await untilDatabaseAnswers(() => database.migrate());

  const app = await buildApp({ config, database });
  log = app.log;
  metrics = app.deps.metrics;
  const { deps } = app;
  // Prometheus' port opens before the start-time jobs run, so their runs are seen too (issue 47).
  const metricsServer = config.metrics ? await serveMetrics(deps.metrics, config.metrics) : null;
  if (config.metrics) app.log.info({ ...config.metrics, path: '/metrics' }, 'metrics listening');
  // A promise nobody awaited that fails (a database error in some background work) is a bug to
  // fix, not a reason to take every request of this replica down with it: logged, and served on.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));
  // Every scheduled job and every start-time run goes through this one guard: logged, counted, timed.
  // The names are the `name` label of the job metrics and the alerts (deploy/prometheus/alerts.yml).
  const runJob = jobRunner(deps);
  // Before any report arrives (the demo fleet's backfill included), so samples land in their day.
  const telemetryPartitions = runJob('telemetry-partitions', () => maintainTelemetryPartitions(deps), {
    onDone: (upkeep) => app.log.info({ upkeep }, 'telemetry partitions kept'),
    retryInMs: RETRY_DAILY_JOB_MS,
  });
  await telemetryPartitions();
  await seedArticles(deps);
  await publishFlashingTutorial(deps);
  // The demo (DESIGN §10): accounts, then on a fresh database the fleet with its history; the
  // settlement below turns the history into income, and the books are checked before /readyz answers.
  const demoStarted = performance.now();
  let demoFleet: DemoFleetSummary | null = null;
  if (config.demoSeed) {
    if (await seedDemo(deps)) app.log.info('demo accounts seeded');
    demoFleet = await seedDemoFleet(deps, config.dataDir);
  }

  // Yesterday's income (DESIGN §7: after 00:30), and any day a stopped server missed.
  const settlement = runJob('settlement', () => settlePendingDays(deps), {
    onDone: (settled) => settled.length && app.log.info({ settled }, 'days settled'),
    retryInMs: RETRY_DAILY_JOB_MS,
  });
  await settlement();
  // The demo's points wallet needs the points the first settlement credited, its lottery the flow.
  if (demoFleet) {
    await seedDemoWallet(deps);
    await seedDemoLottery(deps);
    await seedDemoFlashing(deps);
  }
  // The demo's CDN servers are local listeners of this process (their ports change each start).
  const demoListeners = config.demoSeed ? await startDemoListeners(2) : null;
  if (demoListeners) {
    await seedDemoCooperation(deps, demoListeners.ports).catch((err: unknown) => {
      app.log.error({ err }, 'demo cooperation failed');
    });
  }
  // This week's lottery period opened, and any period a stopped server left undrawn drawn.
  const lottery = runJob('lottery', () => runLottery(deps), {
    onDone: (done) => done.drawn.length && app.log.info(done, 'lottery periods drawn'),
  });
  await lottery();
  const offlineDetection = runJob('offline-detection', () => detectOffline(deps));
  // The online ranking from the start, not a minute later (the job keeps it after).
  await offlineDetection();
  if (demoFleet) {
    const books = await reconcile(deps.db);
    if (!books.ok)
      throw new Error(`the demo's books do not reconcile: ${JSON.stringify(books.problems.slice(0, 5))}`);
    app.log.info(
      { ...demoFleet, deviceDays: books.deviceDays, incomeFen: books.incomeFen },
      `demo built and its books reconciled in ${((performance.now() - demoStarted) / 1000).toFixed(1)} s`,
    );
  }

  const jobs = [
    new Cron(config.settlementSchedule, { protect: true, timezone: 'Asia/Shanghai' }, settlement),
    new Cron(
      '*/5 * * * *',
      { protect: true },
      runJob('payout-follow-up', () => followUpPayouts(deps)),
    ),
    new Cron(
      '17 * * * *',
      { protect: true, timezone: 'Asia/Shanghai' },
      runJob('housekeeping', () => housekeeping(deps), { retryInMs: RETRY_DAILY_JOB_MS }),
    ),
    new Cron('40 3 * * *', { protect: true, timezone: 'Asia/Shanghai' }, telemetryPartitions),
    // Unpaid online orders after 30 minutes. Safe on every replica at once: each order changes by one
    // conditional UPDATE, and a doubled WeChat Pay query changes nothing.
    new Cron(
      '* * * * *',
      { protect: true },
      runJob('order-expiry', () => expireOrders(deps), {
        onDone: (expired) => expired && app.log.info({ expired }, 'unpaid orders expired'),
      }),
    ),
    // Opens each week's period, and closes and draws each at its close (Sunday 20:00); safe on every
    // replica at once (each step is one transaction under the period's locks).
    new Cron('* * * * *', { protect: true }, lottery),
    // The CDN servers' dial-back: every ten minutes, each server of each accepted cooperation.
    new Cron(
      '*/10 * * * *',
      { protect: true },
      runJob('dial-back', () => checkAllServers(deps)),
    ),
    new Cron('* * * * *', { protect: true }, offlineDetection),
    // The books checked once a day, after the settlement (00:35) had time to finish and be retried:
    // it walks the whole ledger and every settled device-day (decision 0037), too much for every hour.
    new Cron(
      '30 1 * * *',
      { protect: true, timezone: 'Asia/Shanghai' },
      runJob('reconciliation', () => reconcileAndRecord(deps), {
        onDone: (books) =>
          books &&
          !books.ok &&
          app.log.error({ problems: books.problems.slice(0, 20) }, 'the books do not reconcile'),
        retryInMs: RETRY_DAILY_JOB_MS,
      }),
    ),
  ];

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const job of jobs) job.stop();
    runJob.stopRetries();
    // /readyz says "stopping" while requests are still served, so the load balancer sends new ones
    // to the other replicas before this one stops accepting (issue 46: a rolling restart loses none).
    app.beginShutdown();
    if (config.shutdownGraceMs > 0) {
      app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: not ready, still serving');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    }
    app.log.info({ signal }, 'shutting down: no new requests, finishing those in flight');
    demoListeners?.close();
    await metricsServer?.close();
    // close() stops accepting, waits for in-flight requests, then runs onClose (closes the database).
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  app.log.info({ database: database.kind, url }, '节点宝 server is listening');
  if (config.demoSeed) {
    // One line a newcomer can act on: where to go and who to sign in as.
    const demo = DEMO_ACCOUNTS;
    console.warn(
      `节点宝 ready at ${url} — demo accounts, password ${DEMO_PASSWORD}: member ${demo.member.mobile}, ` +
        `operator ${demo.operator.mobile}, staff ${demo.superman.mobile}; ` +
        `staff with an authenticator ${demo.secondFactorStaff.mobile} (code: oathtool --totp -b ${DEMO_TOTP_SECRET})` +
        (config.sms.provider === 'simulator' ? ' (SMS codes are printed in this log)' : ''),
    );
  }
}

/**
 * Runs `step` until the database lets it: a replica started while PostgreSQL is still coming up (or
 * away) waits for it instead of exiting. Any other failure (a broken migration) stops the start.
 */
async function untilDatabaseAnswers(step: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      console.warn(
        `database not answering (${(err as Error).message}); trying again in 1 s (attempt ${attempt})`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
