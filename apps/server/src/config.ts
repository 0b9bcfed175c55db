import path from 'node:path';
import { z } from 'zod';
import {
  isSimulatorKey,
  loadSimulatorKeys,
  privateKeyPem,
  publicKeyPem,
  readRsaKey,
  SIMULATOR_APP_ID,
} from './integrations/alipay/alipay-keys.ts';

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
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEVICE_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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

  ALIPAY_PROVIDER: z.enum(['simulator', 'alipay']).default('simulator'),
  ALIPAY_APP_ID: z.string().default(''),
  /** PEM, the bare base64 of Alipay's key tool, or a file path. */
  ALIPAY_PRIVATE_KEY: z.string().default(''),
  ALIPAY_PUBLIC_KEY: z.string().default(''),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** How long a device list page may be answered again from memory; 0 turns the cache off. */
  deviceListCacheMs: number;
  logLevel: Env['LOG_LEVEL'];
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
};

// Used when APP_SECRET is unset outside production, so a demo needs no setup. Never in production.
const DEV_SECRET = 'nodebao-development-secret-not-for-production';
export const SIMULATOR_SMS_KEY = { id: 'SIMULATORKEYID', secret: 'simulator-access-key-secret' };

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    if (!env.APP_SECRET) throw new Error('Invalid configuration:\n  APP_SECRET: required in production');
    if (env.SMS_PROVIDER === 'simulator')
      throw new Error('Invalid configuration:\n  SMS_PROVIDER: the simulator is not allowed in production');
    if (env.ALIPAY_PROVIDER === 'simulator')
      throw new Error(
        'Invalid configuration:\n  ALIPAY_PROVIDER: the simulator is not allowed in production',
      );
  }
  const simulator = env.SMS_PROVIDER === 'simulator';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    deviceListCacheMs: env.DEVICE_LIST_CACHE_MS,
    logLevel: env.LOG_LEVEL,
    demoSeed: env.DEMO_SEED ?? false,
    webDist: env.WEB_DIST,
    appSecret: env.APP_SECRET ?? DEV_SECRET,
    trustProxy: env.TRUST_PROXY ?? false,
    sms: {
      provider: env.SMS_PROVIDER,
      // The simulator is mounted on this server at /sim/sms (see app.ts); main.ts fills in the address.
      endpoint: simulator ? '' : env.SMS_ALIYUN_ENDPOINT,
      accessKeyId: simulator ? SIMULATOR_SMS_KEY.id : env.SMS_ALIYUN_ACCESS_KEY_ID,
      accessKeySecret: simulator ? SIMULATOR_SMS_KEY.secret : env.SMS_ALIYUN_ACCESS_KEY_SECRET,
      signName: env.SMS_ALIYUN_SIGN_NAME,
      templateCode: env.SMS_ALIYUN_TEMPLATE_CODE,
      noticeTemplateCode: env.SMS_ALIYUN_NOTICE_TEMPLATE_CODE,
    },
    alipay: alipayConfig(env),
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
