import path from 'node:path';
import { z } from 'zod';

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
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
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
  }
  const simulator = env.SMS_PROVIDER === 'simulator';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
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
  };
}
