import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseLimits } from './db/client.ts';
import type { WechatPayClientOptions } from './integrations/wechatpay/wechatpay-client.ts';
import {
  isSimulatorKey,
  loadSimulatorKeys,
  privateKeyPem,
  publicKeyPem,
  readRsaKey,
  SIMULATOR_APP_ID,
} from './integrations/alipay/alipay-keys.ts';
import { loadWechatPaySimulatorKeys, SIMULATOR_WECHATPAY } from './integrations/wechatpay/wechatpay-keys.ts';

/**
 * Every environment variable the server reads, validated once at boot (STYLE §5). Nothing else in
 * the server reads process.env. The README's configuration table mirrors this file.
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Straight to PostgreSQL when DATABASE_URL goes through PgBouncer (LISTEN, migrations, settings). */
  DATABASE_DIRECT_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A hot standby of DATABASE_URL's database: the heavy read-only pages read it (decision 0040). */
  DATABASE_READ_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // The bounds of decision 0036: what a request may wait for the database before it is answered 503.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  DATABASE_POOL_QUEUE: z.coerce.number().int().min(0).max(100_000).default(200),
  /** After SIGTERM: /readyz answers 503 this long while requests are still served, then it closes. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  DEVICE_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  ACCOUNT_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  /**
   * When the daily settlement runs (cron, Beijing time; DESIGN §7: after 00:30). Moved only by drills
   * and the soak (`npm run soak`), which need a settlement due during their run.
   */
  SETTLEMENT_SCHEDULE: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4,5}$/, 'a cron pattern of 5 or 6 fields')
    .default('35 0 * * *'),
  /**
   * The Prometheus endpoint's own port (issue 47): not the public one, so nothing outside the
   * platform's network can read it; unset turns it off. Bound to METRICS_HOST, loopback by default.
   */
  METRICS_PORT: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(1).max(65535))
    .optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: readable lines for a person at a terminal; `json`: one JSON object a line, for machines. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Seed the demo accounts on an empty database. */
  DEMO_SEED: bool,
  /** Serve the built web app from this directory (default: apps/web/dist when it exists). */
  WEB_DIST: z.string().optional(),
  /** Server-side secret for HMACs of SMS codes and partner signs. Required in production. */
  APP_SECRET: z.string().min(16).optional(),
  TRUST_PROXY: bool,

  SMS_PROVIDER: z.enum(['simulator', 'aliyun']).default('simulator'),
  SMS_ALIYUN_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  SMS_ALIYUN_ACCESS_KEY_ID: z.string().default(''),
  SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().default(''),
  SMS_ALIYUN_SIGN_NAME: z.string().default('节点宝'),
  SMS_ALIYUN_TEMPLATE_CODE: z.string().default('SMS_000000001'),
  SMS_ALIYUN_NOTICE_TEMPLATE_CODE: z.string().default('SMS_000000002'),
  /** "Your staff account signed in on a new device" (issue 49 §3); params `time`, `device`. */
  SMS_ALIYUN_SIGNIN_TEMPLATE_CODE: z.string().default('SMS_000000003'),

  /**
   * Public randomness for the lottery's draw (issue 15): off (the record page says what members must
   * trust), the drand simulator mounted at /sim/drand, or a drand chain (its base URL, with the chain
   * hash and public key every beacon is checked against).
   */
  LOTTERY_BEACON: z.enum(['off', 'simulator', 'drand']).default('off'),
  LOTTERY_BEACON_URL: z.string().url().optional(),
  LOTTERY_BEACON_CHAIN_HASH: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  LOTTERY_BEACON_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-f]{96,192}$/)
    .optional(),

  /**
   * Whether CDN servers on loopback may be listed and dialled (the demo's servers are local
   * listeners); never in production. Default: on with DEMO_SEED outside production.
   */
  DIALBACK_ALLOW_LOOPBACK: bool,

  ALIPAY_PROVIDER: z.enum(['simulator', 'alipay']).default('simulator'),
  ALIPAY_APP_ID: z.string().default(''),
  /** PEM, the bare base64 of Alipay's key tool, or a file path. */
  ALIPAY_PRIVATE_KEY: z.string().default(''),
  ALIPAY_PUBLIC_KEY: z.string().default(''),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),

  /** Unset: the simulator outside production; in production `wechat` (off until an app is set). */
  WECHAT_PROVIDER: z.enum(['simulator', 'wechat']).optional(),
  WECHAT_APP_ID: z.string().trim().default(''),
  WECHAT_APP_SECRET: z.string().trim().default(''),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),

  /** Unset: the simulator outside production; in production `wechatpay` (off until a merchant is set). */
  WECHATPAY_PROVIDER: z.enum(['simulator', 'wechatpay']).optional(),
  WECHATPAY_MCH_ID: z.string().trim().default(''),
  /** The app the payments are for; defaults to WECHAT_APP_ID (JSAPI needs the Official Account's). */
  WECHATPAY_APP_ID: z.string().trim().default(''),
  WECHATPAY_MCH_SERIAL_NO: z.string().trim().default(''),
  /** The merchant API certificate's private key: PEM or a file path. */
  WECHATPAY_PRIVATE_KEY: z.string().default(''),
  /** The WeChat Pay public key (公钥模式) and its id PUB_KEY_ID_…: PEM or a file path. */
  WECHATPAY_PUBLIC_KEY: z.string().default(''),
  WECHATPAY_PUBLIC_KEY_ID: z.string().trim().default(''),
  /** More keys answers may be signed with during a key change: `SERIAL=PEM or path`, `;` between. */
  WECHATPAY_OTHER_PUBLIC_KEYS: z.string().default(''),
  WECHATPAY_API_V3_KEY: z.string().default(''),
  /** Where WeChat Pay posts notifications: this server's public https address + /api/pay/wechat-notify. */
  WECHATPAY_NOTIFY_URL: z.string().trim().default(''),
  WECHATPAY_API_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
  /** Where the browser goes for WeChat OAuth (account binding). */
  WECHAT_OAUTH_BASE: z.string().url().default('https://open.weixin.qq.com'),

  /** The sister service of SPEC §7 (decision 0017); unset: the simulator outside production, off in it. */
  PARTNER_HOST: z.string().trim().default(''),
  PARTNER_SECRET: z.string().default(''),
  PARTNER_FROM: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/)
    .default('nodebao'),
  PARTNER_ACCEPT_FROM: z.string().default('partner'),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseDirectUrl: string | undefined;
  /** A hot standby for the heavy reads (decision 0040); undefined without one, and on PGlite. */
  databaseReadUrl: string | undefined;
  /** How long the server's database work may wait (decision 0036). */
  databaseLimits: DatabaseLimits;
  /** How long /readyz says "stopping" before the server closes (0 outside production by default). */
  shutdownGraceMs: number;
  /** How long a device list page may be answered again from memory; 0 turns the cache off. */
  deviceListCacheMs: number;
  /** How long a replica keeps what it read of accounts (0: asks the database every request). */
  accountCacheMs: number;
  /** The daily settlement's cron pattern (Asia/Shanghai). */
  settlementSchedule: string;
  /** Where /metrics listens for Prometheus; null: nowhere (the metrics are still kept in memory). */
  metrics: { port: number; host: string } | null;
  logLevel: Env['LOG_LEVEL'];
  /** Readable lines in development and the demo, JSON in production (unless LOG_FORMAT says). */
  logFormat: 'pretty' | 'json';
  demoSeed: boolean;
  webDist: string | undefined;
  appSecret: string;
  trustProxy: boolean;
  sms: {
    provider: 'simulator' | 'aliyun';
    /** Where the client sends requests: Aliyun's endpoint, or the local simulator. */
    endpoint: string;
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    templateCode: string;
    noticeTemplateCode: string;
    signInTemplateCode: string;
  };
  alipay: {
    provider: 'simulator' | 'alipay';
    appId: string;
    /** The app's private key, PEM. */
    privateKey: string;
    /** Alipay's public key, PEM: answers are verified with it. */
    alipayPublicKey: string;
    /** Alipay's gateway.do, or '' for the simulator mounted at /sim/alipay (app.ts fills in the address). */
    gateway: string;
    timeoutMs: number;
  };
  wechat: {
    provider: 'simulator' | 'wechat';
    /** The Official Account's app id; '' when none is configured (JS-SDK signing is then refused). */
    appId: string;
    appSecret: string;
    /** WeChat's API host, or '' for the simulator mounted at /sim/wechat (app.ts fills in the address). */
    apiBase: string;
    timeoutMs: number;
  };
  /** WeChat Pay API v3; null when no merchant is configured (WeChat payment is then refused). */
  wechatpay:
    | (Omit<WechatPayClientOptions, 'apiBase' | 'now' | 'otherPlatformKeys'> & {
        provider: 'simulator' | 'wechatpay';
        otherPlatformKeys: { id: string; key: KeyObject }[];
        /** '' for the simulator: app.ts fills in this server's own address. */
        notifyUrl: string;
        /** WeChat Pay's API host, or '' for the simulator mounted at /sim/wechatpay. */
        apiBase: string;
      })
    | null;
  /** The browser's WeChat OAuth host (the simulator's path outside production). */
  wechatOauthBase: string;
  /** The CDN servers' dial-back: whether loopback addresses may be listed (demo and tests only). */
  dialback: { allowLoopback: boolean };
  /** The lottery's public randomness (drand); the simulator's chain is filled in by app.ts. */
  beacon: { provider: 'off' | 'simulator' | 'drand'; url: string; chainHash: string; publicKey: string };
  partner: {
    /** Base URL of the partner host the web signs in on; '' = off. Outside production: the simulator. */
    host: string;
    /** The secret both services key their signs with. */
    secret: string;
    /** This console's source name in the signs it makes. */
    from: string;
    /** The partner source names whose signs POST /api/default/auto-login accepts. */
    acceptFrom: string[];
    /** Whether /sim/partner is mounted (the simulator stands in for the partner host). */
    simulator: boolean;
  };
};

// Used when APP_SECRET is unset outside production, so a demo needs no setup. Never in production.
const DEV_SECRET = 'nodebao-development-secret-not-for-production';
export const SIMULATOR_SMS_KEY = { id: 'SIMULATORKEYID', secret: 'simulator-access-key-secret' };
/** The Official Account the WeChat simulator knows; shaped like a real one, issued to nobody. */
export const SIMULATOR_WECHAT_APP = {
  appId: 'wx0000000000000000',
  appSecret: 'simulator0wechat0app0secret00000',
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.SMS_PROVIDER === 'aliyun') checkAliyunSms(env);
  if (env.NODE_ENV === 'production') {
    if (!env.APP_SECRET) throw new Error('Invalid configuration:\n  APP_SECRET: required in production');
    if (env.SMS_PROVIDER === 'simulator')
      throw new Error('Invalid configuration:\n  SMS_PROVIDER: the simulator is not allowed in production');
    if (env.ALIPAY_PROVIDER === 'simulator')
      throw new Error(
        'Invalid configuration:\n  ALIPAY_PROVIDER: the simulator is not allowed in production',
      );
    if (env.WECHAT_PROVIDER === 'simulator')
      throw new Error(
        'Invalid configuration:\n  WECHAT_PROVIDER: the simulator is not allowed in production',
      );
    if (env.DIALBACK_ALLOW_LOOPBACK)
      throw new Error(
        'Invalid configuration:\n  DIALBACK_ALLOW_LOOPBACK: loopback servers are not allowed in production',
      );
    if (env.LOTTERY_BEACON === 'simulator')
      throw new Error('Invalid configuration:\n  LOTTERY_BEACON: the simulator is not allowed in production');
  }
  if (
    env.LOTTERY_BEACON === 'drand' &&
    !(env.LOTTERY_BEACON_URL && env.LOTTERY_BEACON_CHAIN_HASH && env.LOTTERY_BEACON_PUBLIC_KEY)
  ) {
    throw new Error(
      'Invalid configuration:\n  LOTTERY_BEACON=drand needs LOTTERY_BEACON_URL, LOTTERY_BEACON_CHAIN_HASH and LOTTERY_BEACON_PUBLIC_KEY',
    );
  }
  // One port would serve both, and the metrics would be as public as the console.
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
    throw new Error('Invalid configuration:\n  METRICS_PORT: must differ from PORT (the public port)');
  const simulator = env.SMS_PROVIDER === 'simulator';
  const wechat = wechatConfig(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    // Without PostgreSQL (PGlite) there is no standby: everything reads the one database.
    databaseReadUrl: env.DATABASE_URL ? env.DATABASE_READ_URL : undefined,
    databaseLimits: {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      maxQueue: env.DATABASE_POOL_QUEUE,
    },
    // A load balancer needs a few health checks to take the replica out before it stops accepting.
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0),
    deviceListCacheMs: env.DEVICE_LIST_CACHE_MS,
    accountCacheMs: env.ACCOUNT_CACHE_MS,
    settlementSchedule: env.SETTLEMENT_SCHEDULE,
    metrics: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : null,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
    demoSeed: env.DEMO_SEED ?? false,
    webDist: env.WEB_DIST,
    appSecret: env.APP_SECRET ?? DEV_SECRET,
    trustProxy: env.TRUST_PROXY ?? false,
    sms: {
      provider: env.SMS_PROVIDER,
      // The simulator listens on its own loopback port (see app.ts), which fills in the address.
      endpoint: simulator ? '' : env.SMS_ALIYUN_ENDPOINT,
      accessKeyId: simulator ? SIMULATOR_SMS_KEY.id : env.SMS_ALIYUN_ACCESS_KEY_ID,
      accessKeySecret: simulator ? SIMULATOR_SMS_KEY.secret : env.SMS_ALIYUN_ACCESS_KEY_SECRET,
      signName: env.SMS_ALIYUN_SIGN_NAME,
      templateCode: env.SMS_ALIYUN_TEMPLATE_CODE,
      noticeTemplateCode: env.SMS_ALIYUN_NOTICE_TEMPLATE_CODE,
      signInTemplateCode: env.SMS_ALIYUN_SIGNIN_TEMPLATE_CODE,
    },
    alipay: alipayConfig(env),
    wechat,
    wechatpay: wechatpayConfig(env),
    // The browser goes to the WeChat simulator's authorize page on this server when WeChat is simulated.
    wechatOauthBase: wechat.provider === 'simulator' ? '/sim/wechat' : env.WECHAT_OAUTH_BASE,
    partner: partnerConfig(env),
    dialback: {
      allowLoopback:
        env.DIALBACK_ALLOW_LOOPBACK ?? (env.NODE_ENV !== 'production' && (env.DEMO_SEED ?? false)),
    },
    beacon:
      env.LOTTERY_BEACON === 'drand'
        ? {
            provider: 'drand',
            url: env.LOTTERY_BEACON_URL!,
            chainHash: env.LOTTERY_BEACON_CHAIN_HASH!,
            publicKey: env.LOTTERY_BEACON_PUBLIC_KEY!,
          }
        : { provider: env.LOTTERY_BEACON, url: '', chainHash: '', publicKey: '' },
  };
}

/** Real keys are read and checked at boot; the simulator uses the dev-only keys of integrations/alipay. */
function alipayConfig(env: Env): Config['alipay'] {
  const timeoutMs = env.ALIPAY_TIMEOUT_MS;
  if (env.ALIPAY_PROVIDER === 'simulator') {
    const keys = loadSimulatorKeys();
    const { appPrivateKey: privateKey, alipayPublicKey } = keys;
    return {
      provider: 'simulator',
      appId: SIMULATOR_APP_ID,
      privateKey,
      alipayPublicKey,
      gateway: '',
      timeoutMs,
    };
  }
  const problems: string[] = [];
  const key = (name: 'ALIPAY_PRIVATE_KEY' | 'ALIPAY_PUBLIC_KEY', kind: 'private' | 'public') => {
    if (!env[name]) return void problems.push(`${name}: required when ALIPAY_PROVIDER=alipay`);
    try {
      const k = readRsaKey(env[name], kind);
      if (env.NODE_ENV === 'production' && isSimulatorKey(k))
        problems.push(`${name}: the simulator's dev key is not allowed in production`);
      return kind === 'private' ? privateKeyPem(k) : publicKeyPem(k);
    } catch (err) {
      problems.push(`${name}: ${(err as Error).message}`);
    }
  };
  if (!env.ALIPAY_APP_ID) problems.push('ALIPAY_APP_ID: required when ALIPAY_PROVIDER=alipay');
  const privateKey = key('ALIPAY_PRIVATE_KEY', 'private');
  const alipayPublicKey = key('ALIPAY_PUBLIC_KEY', 'public');
  if (env.NODE_ENV === 'production' && !env.ALIPAY_GATEWAY.startsWith('https://'))
    problems.push('ALIPAY_GATEWAY: must be https in production');
  if (problems.length || !privateKey || !alipayPublicKey)
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const gateway = env.ALIPAY_GATEWAY;
  return { provider: 'alipay', appId: env.ALIPAY_APP_ID, privateKey, alipayPublicKey, gateway, timeoutMs };
}

/**
 * WeChat is optional, unlike SMS and payouts: a console run outside WeChat needs no Official Account.
 * So `wechat` without an app id and secret boots with the JS-SDK signing off (it answers
 * WECHAT_NOT_CONFIGURED), and that is what production gets when WECHAT_PROVIDER is unset. Half a
 * configuration is a mistake and stops the boot.
 */
function wechatConfig(env: Env): Config['wechat'] {
  // WeChat answers in well under a second; a page inside WeChat waits on this for its JS-SDK.
  const timeoutMs = 5_000;
  const provider = env.WECHAT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'wechat' : 'simulator');
  if (provider === 'simulator') return { provider, ...SIMULATOR_WECHAT_APP, apiBase: '', timeoutMs };
  const { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: appSecret, WECHAT_API_BASE: apiBase } = env;
  const problems: string[] = [];
  if (appSecret && !appId) problems.push('WECHAT_APP_ID: required when WECHAT_APP_SECRET is set');
  if (appId && !appSecret) problems.push('WECHAT_APP_SECRET: required when WECHAT_APP_ID is set');
  // Official Account app ids are "wx" and 16 hex digits; a typo here would only show at the first sign.
  if (appId && !/^wx[0-9a-f]{16}$/i.test(appId))
    problems.push('WECHAT_APP_ID: not an Official Account app id (wx followed by 16 hex digits)');
  if (env.NODE_ENV === 'production' && appId === SIMULATOR_WECHAT_APP.appId)
    problems.push("WECHAT_APP_ID: the simulator's app id is not allowed in production");
  if (env.NODE_ENV === 'production' && !apiBase.startsWith('https://'))
    problems.push('WECHAT_API_BASE: must be https in production');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { provider, appId, appSecret, apiBase, timeoutMs };
}

/** Aliyun SMS needs its key pair, and an https endpoint in production (the key would travel in clear). */
function checkAliyunSms(env: Env): void {
  const problems: string[] = [];
  if (!env.SMS_ALIYUN_ACCESS_KEY_ID)
    problems.push('SMS_ALIYUN_ACCESS_KEY_ID: required with SMS_PROVIDER=aliyun');
  if (!env.SMS_ALIYUN_ACCESS_KEY_SECRET)
    problems.push('SMS_ALIYUN_ACCESS_KEY_SECRET: required with SMS_PROVIDER=aliyun');
  if (env.NODE_ENV === 'production' && !env.SMS_ALIYUN_ENDPOINT.startsWith('https://'))
    problems.push('SMS_ALIYUN_ENDPOINT: https is required in production');
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/**
 * WeChat Pay is optional like WeChat itself: without a merchant the console sells codes by transfer
 * only. The simulator uses the dev-only keys of integrations/wechatpay; production refuses it, and a
 * half-configured merchant stops the boot rather than the first payment.
 */
function wechatpayConfig(env: Env): Config['wechatpay'] {
  const timeoutMs = 10_000;
  const provider = env.WECHATPAY_PROVIDER ?? (env.NODE_ENV === 'production' ? 'wechatpay' : 'simulator');
  if (provider === 'simulator') {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'Invalid configuration:\n  WECHATPAY_PROVIDER: the simulator is not allowed in production',
      );
    const keys = loadWechatPaySimulatorKeys();
    return {
      provider,
      appId:
        env.WECHAT_PROVIDER === 'wechat' && env.WECHAT_APP_ID
          ? env.WECHAT_APP_ID
          : SIMULATOR_WECHAT_APP.appId,
      mchId: SIMULATOR_WECHATPAY.mchId,
      mchSerialNo: SIMULATOR_WECHATPAY.mchSerialNo,
      mchPrivateKey: keys.merchantPrivateKey,
      platformPublicKey: keys.platformPublicKey,
      platformPublicKeyId: SIMULATOR_WECHATPAY.publicKeyId,
      otherPlatformKeys: [],
      apiV3Key: SIMULATOR_WECHATPAY.apiV3Key,
      notifyUrl: '',
      apiBase: '',
      timeoutMs,
    };
  }
  const required = [
    'WECHATPAY_MCH_ID',
    'WECHATPAY_MCH_SERIAL_NO',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_PUBLIC_KEY',
    'WECHATPAY_PUBLIC_KEY_ID',
    'WECHATPAY_API_V3_KEY',
    'WECHATPAY_NOTIFY_URL',
  ] as const;
  const missing = required.filter((name) => !env[name]);
  if (missing.length === required.length) return null;
  const problems = missing.map((name) => `${name}: required with the other WECHATPAY_* settings`);
  const appId = env.WECHATPAY_APP_ID || env.WECHAT_APP_ID;
  if (!appId) problems.push('WECHATPAY_APP_ID: required (or WECHAT_APP_ID)');
  if (env.WECHATPAY_API_V3_KEY && Buffer.byteLength(env.WECHATPAY_API_V3_KEY) !== 32)
    problems.push('WECHATPAY_API_V3_KEY: the APIv3 key is 32 characters');
  if (env.WECHATPAY_NOTIFY_URL && !env.WECHATPAY_NOTIFY_URL.startsWith('https://'))
    problems.push('WECHATPAY_NOTIFY_URL: WeChat Pay only notifies https addresses');
  let mchPrivateKey: KeyObject | undefined;
  let platformPublicKey: KeyObject | undefined;
  try {
    if (env.WECHATPAY_PRIVATE_KEY) mchPrivateKey = readRsaKey(env.WECHATPAY_PRIVATE_KEY, 'private');
  } catch (err) {
    problems.push(`WECHATPAY_PRIVATE_KEY: ${(err as Error).message}`);
  }
  try {
    if (env.WECHATPAY_PUBLIC_KEY) platformPublicKey = readRsaKey(env.WECHATPAY_PUBLIC_KEY, 'public');
  } catch (err) {
    problems.push(`WECHATPAY_PUBLIC_KEY: ${(err as Error).message}`);
  }
  const otherPlatformKeys: { id: string; key: KeyObject }[] = [];
  for (const entry of env.WECHATPAY_OTHER_PUBLIC_KEYS.split(';').filter((e) => e.trim())) {
    const at = entry.indexOf('=');
    const id = entry.slice(0, at).trim();
    try {
      if (at < 1 || !id) throw new Error('write each as SERIAL=PEM or SERIAL=path');
      otherPlatformKeys.push({ id, key: readRsaKey(entry.slice(at + 1), 'public') });
    } catch (err) {
      problems.push(`WECHATPAY_OTHER_PUBLIC_KEYS: ${id || entry.slice(0, 20)}: ${(err as Error).message}`);
    }
  }
  if (problems.length || !mchPrivateKey || !platformPublicKey)
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    provider,
    appId,
    mchId: env.WECHATPAY_MCH_ID,
    mchSerialNo: env.WECHATPAY_MCH_SERIAL_NO,
    mchPrivateKey,
    platformPublicKey,
    platformPublicKeyId: env.WECHATPAY_PUBLIC_KEY_ID,
    otherPlatformKeys,
    apiV3Key: env.WECHATPAY_API_V3_KEY,
    notifyUrl: env.WECHATPAY_NOTIFY_URL,
    apiBase: env.WECHATPAY_API_BASE,
    timeoutMs,
  };
}

/** The simulator's shared secret outside production; production must bring its own. */
const DEV_PARTNER_SECRET = 'nodebao-partner-development-secret';

function partnerConfig(env: Env): Config['partner'] {
  const acceptFrom = env.PARTNER_ACCEPT_FROM.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const from = env.PARTNER_FROM;
  if (env.NODE_ENV === 'production') {
    if (!env.PARTNER_HOST) return { host: '', secret: '', from, acceptFrom, simulator: false };
    if (env.PARTNER_SECRET.length < 16 || env.PARTNER_SECRET === DEV_PARTNER_SECRET)
      throw new Error(
        'Invalid configuration:\n  PARTNER_SECRET: at least 16 characters of your own with PARTNER_HOST',
      );
    return { host: env.PARTNER_HOST, secret: env.PARTNER_SECRET, from, acceptFrom, simulator: false };
  }
  // Outside production the partner host is the simulator on this server (same origin for the web).
  const simulator = !env.PARTNER_HOST;
  return {
    host: env.PARTNER_HOST || '/sim/partner',
    secret: env.PARTNER_SECRET || DEV_PARTNER_SECRET,
    from,
    acceptFrom,
    simulator,
  };
}
