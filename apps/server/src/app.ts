import pinoPretty from 'pino-pretty';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@nodebao/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { trackInFlight } from './lib/in-flight.ts';
import { readDatabaseState } from './metrics/database-state.ts';
import { countedAlipay, countedSms, countedWechatPay } from './metrics/external-calls.ts';
import { countRequests } from './metrics/http-requests.ts';
import { createMetrics } from './metrics/metrics.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import { AccountCache } from './modules/accounts/account-cache.ts';
import { DeviceListCache, type DeviceListPage } from './modules/devices/device-list-cache.ts';
import {
  AlipaySimulatorState,
  alipaySimulatorOptions,
  alipaySimulatorPlugin,
  createAlipayPayouts,
  type AlipayPayouts,
} from './integrations/alipay/index.ts';
import {
  createSmsClient,
  simulatorTemplates,
  SmsOutbox,
  smsOutboxPlugin,
  smsSimulatorPlugin,
  type SmsSender,
} from './integrations/sms/index.ts';
import {
  createWechatClient,
  WechatSimulatorState,
  wechatSimulatorPlugin,
  type WechatOfficialAccount,
} from './integrations/wechat/index.ts';
import { BODY_LIMITS } from './lib/body-limits.ts';
import { serverRoot } from './lib/paths.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { incomeRoutes } from './modules/income/income.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { lotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { cooperationRoutes } from './modules/services/cooperation.routes.ts';
import { flashingRoutes } from './modules/services/flashing.routes.ts';
import { membersRoutes } from './modules/accounts/members.routes.ts';
import { securityRoutes } from './modules/accounts/security.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { roomsRoutes } from './modules/rooms/rooms.routes.ts';
import { homeRoutes } from './modules/stats/home.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { tongjiRoutes } from './modules/tongji/tongji.routes.ts';
import { settlementRoutes } from './modules/settlement/settlement.routes.ts';
import { paramsRoutes } from './modules/params/params.routes.ts';
import { wechatRoutes } from './modules/wechat/wechat.routes.ts';
import { partnerRoutes } from './modules/partner/partner.routes.ts';
import { payRoutes } from './modules/pay/pay.routes.ts';
import {
  createWechatPay,
  createWechatPaySimulatorState,
  wechatPaySimulatorPlugin,
  type WechatPay,
  type WechatPaySimulatorState,
} from './integrations/wechatpay/index.ts';
import { serveSimulator } from './integrations/simulator-server.ts';
import { PartnerSimulatorState, partnerSimulatorPlugin } from './integrations/partner/partner-simulator.ts';
import { createDrandBeacon } from './integrations/drand/beacon.ts';
import { tcpDial, type Dialer } from './modules/services/dial-back.ts';
import { DRAND_SIMULATOR_CHAIN, drandSimulatorPlugin } from './integrations/drand/drand-simulator.ts';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes.ts';
import { downloadsDir } from './modules/content/content.service.ts';
import { auditPlugin } from './plugins/audit.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { openApiRoutes } from './modules/open-api/open-api.routes.ts';
import { diagnosisRoutes } from './modules/diagnosis/diagnosis.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { standbyReadsPlugin } from './plugins/standby-reads.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { contractValidatorCompiler } from './plugins/validation.ts';

/** How long shutdown waits for running handlers before it closes the database anyway. */
const SHUTDOWN_DRAIN_MS = 10_000;

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Replaces the configured SMS client (rarely needed: tests use the simulator over HTTP). */
  sms?: SmsSender;
  /** Replaces the configured Alipay payouts client (tests normally use the simulator over HTTP). */
  alipay?: AlipayPayouts;
  /** Replaces the configured WeChat client; null runs as if no Official Account were configured. */
  wechat?: WechatOfficialAccount | null;
  /** Replaces the configured WeChat Pay client (null: WeChat Pay off). */
  wechatpay?: WechatPay | null;
  /** Replaces the TCP dial-back (tests: no connection may leave loopback). */
  dial?: Dialer;
};

export type App = FastifyInstance & {
  deps: Deps;
  smsOutbox: SmsOutbox | null;
  /** The Alipay simulator's transfers and fault controls, when it is mounted (ALIPAY_PROVIDER=simulator). */
  alipaySimulator: AlipaySimulatorState | null;
  /** The WeChat simulator's issued credentials and fault controls, when mounted (WECHAT_PROVIDER=simulator). */
  wechatSimulator: WechatSimulatorState | null;
  /** The WeChat Pay simulator's orders, when mounted (WECHATPAY_PROVIDER=simulator). */
  wechatpaySimulator: WechatPaySimulatorState | null;
  /** Who the partner simulator signed in, when it is mounted (no PARTNER_HOST outside production). */
  partnerSimulator: PartnerSimulatorState | null;
  /** From now on /readyz answers 503 "stopping" (SIGTERM's grace before close). */
  beginShutdown(): void;
};

/** Builds the whole server (plugins, modules, web) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // A person at a terminal reads lines (the demo, development); production keeps JSON for machines.
      // Written in this thread (not a transport's worker), so log lines and the ready line stay in order.
      ...(config.logFormat === 'pretty' && config.logLevel !== 'silent'
        ? {
            stream: pinoPretty({
              translateTime: 'SYS:HH:MM:ss',
              ignore: 'pid,hostname,reqId',
              singleLine: true,
              sync: true,
            }),
          }
        : {}),
    },
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMITS.default,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  const inFlight = trackInFlight(app);
  // Prometheus' view of this server (issue 47), served on METRICS_PORT by main.ts, never on this port.
  const metrics = createMetrics({
    poolStats: database.poolStats,
    databaseState: () => readDatabaseState({ db: database.db }),
  });
  countRequests(app, metrics);
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An empty body sent as JSON is no body (issue 11 §1): a client that posts logout that way must
  // still be signed out, not refused as unparsable. Everything else goes to Fastify's own parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    parseJson(req, body as string, done);
  });

  // The SMS simulator answers at `/` on its own loopback port, where Aliyun's SDK (our client) reaches
  // it by its endpoint alone; what it delivered is readable on this server at /sim/sms/messages.
  const smsOutbox = config.sms.provider === 'simulator' ? new SmsOutbox() : null;
  const smsSimulator = smsOutbox
    ? await serveSimulator(
        smsSimulatorPlugin(
          smsOutbox,
          {
            accessKeyId: config.sms.accessKeyId,
            accessKeySecret: config.sms.accessKeySecret,
            templates: simulatorTemplates(config.sms),
            logMessages: config.env !== 'test',
          },
          app.log,
        ),
      )
    : null;
  if (smsSimulator) {
    app.log.debug({ url: smsSimulator.origin }, 'SMS simulator (Aliyun SendSms) listening');
    app.addHook('onClose', () => smsSimulator.close());
  }
  const sms = countedSms(
    options.sms ?? createSmsClient(config.sms, smsSimulator?.origin ?? config.sms.endpoint),
    metrics,
  );
  // The other simulators are mounted on this server, reached over HTTP once it listens.
  const localEndpoint = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return `http://127.0.0.1:${port}/`;
  };
  // Likewise the Alipay simulator at /sim/alipay (ALIPAY_PROVIDER=simulator).
  const alipaySimulator = config.alipay.provider === 'simulator' ? new AlipaySimulatorState() : null;
  const alipayGateway = () => new URL('/sim/alipay/gateway.do', localEndpoint()).href;
  const alipay = countedAlipay(
    options.alipay ??
      createAlipayPayouts(config.alipay, alipaySimulator ? alipayGateway : config.alipay.gateway),
    metrics,
  );
  // And the WeChat API simulator at /sim/wechat (WECHAT_PROVIDER=simulator).
  const wechatSimulator = config.wechat.provider === 'simulator' ? new WechatSimulatorState() : null;
  const wechatApiBase = () => new URL('/sim/wechat', localEndpoint()).href;
  const wechat =
    options.wechat !== undefined
      ? options.wechat
      : createWechatClient(config.wechat, wechatSimulator ? wechatApiBase : config.wechat.apiBase);
  if (!wechat) app.log.warn('WeChat JS-SDK signing is off: set WECHAT_APP_ID and WECHAT_APP_SECRET');
  // And the WeChat Pay simulator at /sim/wechatpay (WECHATPAY_PROVIDER=simulator), notifying this server.
  const wechatpaySimulator =
    config.wechatpay?.provider === 'simulator'
      ? createWechatPaySimulatorState(config.wechatpay, {
          // Tests send their own repeats; the demo re-sends like WeChat Pay when a notification fails.
          retryDelaysMs: config.env === 'test' ? [] : [2_000, 10_000, 30_000],
          logPayments: config.env !== 'test',
        })
      : null;
  const localOrigin = () => new URL('/', localEndpoint()).href.replace(/\/$/, '');
  const wechatpayClient =
    options.wechatpay !== undefined
      ? options.wechatpay
      : createWechatPay(
          config.wechatpay,
          wechatpaySimulator ? () => `${localOrigin()}/sim/wechatpay/` : undefined,
        );
  const wechatpay = wechatpayClient
    ? {
        client: countedWechatPay(wechatpayClient, metrics),
        notifyUrl: () => config.wechatpay?.notifyUrl || `${localOrigin()}/api/pay/wechat-notify`,
      }
    : null;
  if (!wechatpay) app.log.warn('WeChat Pay is off: set the WECHATPAY_* settings to take online payments');
  const deviceLists = new DeviceListCache<DeviceListPage>(config.deviceListCacheMs, {
    sizeOf: (page) => page.rowsJson.length,
  });
  // Accounts are kept only while this replica hears of every change to accounts and tokens made on
  // any replica (the trigger of migration 0022 notifies; decision 0031).
  const accountCache = new AccountCache(config.accountCacheMs);
  const stopListening =
    config.accountCacheMs > 0
      ? await database.listen(
          'nodebao_accounts',
          () => accountCache.clear(),
          (live) => accountCache.setLive(live),
        )
      : null;
  // The lottery's public randomness: a drand chain, or the simulator's at /sim/drand (LOTTERY_BEACON).
  const beaconSimulated = config.beacon.provider === 'simulator';
  const beacon =
    config.beacon.provider === 'off'
      ? null
      : createDrandBeacon(
          beaconSimulated
            ? () => ({
                url: `${localOrigin()}/sim/drand/${DRAND_SIMULATOR_CHAIN.hash}`,
                chainHash: DRAND_SIMULATOR_CHAIN.hash,
                publicKey: DRAND_SIMULATOR_CHAIN.public_key,
              })
            : config.beacon,
        );
  const deps: Deps = {
    config,
    database,
    db: database.db,
    sms,
    alipay,
    wechat,
    wechatpay,
    beacon,
    dial: options.dial ?? tcpDial,
    log: app.log,
    metrics,
    deviceLists,
    accountCache,
  };
  // Any console write may change what a device list shows, or an account: forget the cached lists
  // and accounts before the reply leaves, so the caller's next read sees its own change at once
  // (decisions 0016, 0031; other replicas hear of account changes from the database).
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.url.startsWith('/api/')) {
      deviceLists.invalidate();
      accountCache.clear();
    }
  });

  // Replies over 2 KB go out compressed when the client accepts it: a device list page is ~40 KB of
  // JSON and ~5 KB gzip, which a phone on a slow network feels. Quick settings, as this runs per
  // request; the web app's files are compressed once at build instead (decision 0029), and a reply
  // that already has an encoding is left alone.
  await app.register(compress, {
    threshold: 2048,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
  await app.register(formbody);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin, { deps });
  await app.register(authPlugin, { deps });
  // After authentication: the heavy read pages may read the standby (decision 0040).
  await app.register(standbyReadsPlugin);
  await app.register(auditPlugin);
  await app.register(openapiPlugin);

  // /healthz: the process answers (a supervisor restarts it otherwise). /readyz: send it requests —
  // false while the database is away (issue 46) or while it stops, so the load balancer drains it.
  let stopping = false;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (stopping) return reply.status(503).send({ status: 'stopping', database: database.kind });
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  await app.register(accountsRoutes, { deps });
  await app.register(contentRoutes, { deps });
  await app.register(devicesRoutes, { deps });
  await app.register(membersRoutes, { deps });
  await app.register(securityRoutes, { deps });
  await app.register(auditRoutes, { deps });
  await app.register(roomsRoutes, { deps });
  await app.register(tagsRoutes, { deps });
  await app.register(messagesRoutes, { deps });
  await app.register(telemetryRoutes, { deps });
  await app.register(tongjiRoutes, { deps });
  await app.register(incomeRoutes, { deps });
  await app.register(diagnosisRoutes, { deps });
  await app.register(statsRoutes, { deps });
  await app.register(homeRoutes, { deps });
  await app.register(withdrawalsRoutes, { deps });
  await app.register(activityRoutes, { deps });
  await app.register(lotteryRoutes, { deps });
  await app.register(cooperationRoutes, { deps });
  await app.register(flashingRoutes, { deps });
  await app.register(settlementRoutes, { deps });
  await app.register(wechatRoutes, { deps });
  await app.register(partnerRoutes, { deps });
  await app.register(payRoutes, { deps });
  await app.register(paramsRoutes, { deps });
  await app.register(openApiRoutes, { deps });

  if (smsOutbox) await app.register(smsOutboxPlugin(smsOutbox), { prefix: '/sim/sms' });
  if (alipaySimulator) {
    const simulatorOptions = alipaySimulatorOptions(config.alipay, { logTransfers: config.env !== 'test' });
    await app.register(alipaySimulatorPlugin(alipaySimulator, simulatorOptions, app.log), {
      prefix: '/sim/alipay',
    });
  }
  if (wechatSimulator) {
    await app.register(
      wechatSimulatorPlugin(
        wechatSimulator,
        { appId: config.wechat.appId, appSecret: config.wechat.appSecret, logIssues: config.env !== 'test' },
        app.log,
      ),
      { prefix: '/sim/wechat' },
    );
  }
  if (wechatpaySimulator) {
    await app.register(wechatPaySimulatorPlugin(wechatpaySimulator, app.log), { prefix: '/sim/wechatpay' });
  }
  // The sister service's stand-in at /sim/partner (no PARTNER_HOST outside production; decision 0017).
  const partnerSimulator = config.partner.simulator ? new PartnerSimulatorState() : null;
  if (partnerSimulator) {
    const options = { secret: config.partner.secret, acceptFrom: config.partner.from };
    await app.register(partnerSimulatorPlugin(partnerSimulator, options), { prefix: '/sim/partner' });
  }
  if (beaconSimulated) {
    await app.register(drandSimulatorPlugin, { prefix: '/sim/drand' });
  }

  fs.mkdirSync(downloadsDir(deps), { recursive: true });
  await app.register(fastifyStatic, {
    root: downloadsDir(deps),
    prefix: '/downloads/',
    decorateReply: false,
    setHeaders: (res) => res.setHeader('content-disposition', 'attachment'),
  });

  const webDist = config.webDist ?? path.resolve(serverRoot(), '..', 'web', 'dist');
  const serveWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The build writes .br and .gz beside each text file (vite-plugin-compression2).
      preCompressed: true,
      // Off, or the plugin's own "public, max-age=0" replaces what setHeaders wrote.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the entry page and the service worker must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      req.method === 'GET' &&
      !req.url.startsWith('/api/') &&
      (req.headers.accept ?? '').includes('text/html');
    if (serveWeb && wantsPage) {
      // Client-side routes (/device/index …) all load the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply
      .status(404)
      .send({ errorCode: ERRORS.ROUTE_NOT_FOUND.code, msg: ERRORS.ROUTE_NOT_FOUND.msg, data: null });
  });

  app.addHook('onClose', async () => {
    await inFlight.drained(SHUTDOWN_DRAIN_MS);
    await stopListening?.();
    await database.close();
  });

  return Object.assign(app, {
    deps,
    smsOutbox,
    alipaySimulator,
    wechatSimulator,
    partnerSimulator,
    wechatpaySimulator,
    beginShutdown: () => {
      stopping = true;
    },
  }) as unknown as App;
}
