import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { AlipayPayouts } from './integrations/alipay/index.ts';
import type { RandomnessBeacon } from './integrations/drand/beacon.ts';
import type { Dialer } from './modules/services/dial-back.ts';
import type { SmsSender } from './integrations/sms/index.ts';
import type { WechatOfficialAccount } from './integrations/wechat/wechat.ts';
import type { WechatPay } from './integrations/wechatpay/wechatpay.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { AccountCache } from './modules/accounts/account-cache.ts';
import type { DeviceListCache, DeviceListPage } from './modules/devices/device-list-cache.ts';

/** What services need from the outside world; built once in app.ts and handed to every module. */
export type Deps = {
  config: Config;
  database: Database;
  db: Db;
  sms: SmsSender;
  alipay: AlipayPayouts;
  /** The Official Account's API; null when none is configured (JS-SDK signing is refused). */
  wechat: WechatOfficialAccount | null;
  /** WeChat Pay and where its notifications reach this server; null when no merchant is configured. */
  wechatpay: { client: WechatPay; notifyUrl: () => string } | null;
  /** Public randomness for the lottery's draws; null when none is configured (LOTTERY_BEACON=off). */
  beacon: RandomnessBeacon | null;
  /** Connects to a member's CDN server (TCP, with a timeout): the dial-back of issue 16. */
  dial: Dialer;
  log: FastifyBaseLogger;
  /** This server's Prometheus metrics (issue 47): jobs, device reports and vendor calls record here. */
  metrics: Metrics;
  /** Device lists answered in the last seconds; cleared by every console write (decision 0016). */
  deviceLists: DeviceListCache<DeviceListPage>;
  /** Members behind tokens, operators' scopes, ranking names; cleared by any change to accounts. */
  accountCache: AccountCache;
};
