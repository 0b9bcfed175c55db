import {
  SECURITY_PARAM_DEFAULTS,
  type AdminParams,
  type ConfigInfo,
  type Output,
  type paramSaveBody,
} from '@nodebao/contract';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './params.repo.ts';

/**
 * Business parameters (DESIGN §7 names them): defaults here, staff overrides in the `params` table.
 * Each key holds one JSON value; a stored value is merged over its default so new fields get defaults.
 */
export const PARAM_DEFAULTS = {
  site: {
    name: '节点宝',
    service_phone: '400-800-1234',
    service_email: 'support@nodebao.cn',
    service_hours: '工作日 9:00–18:00',
  },
  fapiao: {
    enabled: true,
    kinds: [
      { value: 'normal', label: '增值税普通发票（电子）' },
      { value: 'special', label: '增值税专用发票' },
    ],
    min_amount_fen: 10_000,
    note: '购买激活码的订单可在付款后 90 天内申请发票，单笔满 100 元可开具。',
  },
  withdraw: { min_fen: 1_000, max_fen: 990_000, fee_rate_bp: 0 },
  isp_price_fen: { telecom: 30, unicom: 28, mobile: 22 },
  referral_rate_bp: 500,
  /**
   * The genesis activity (DESIGN §8): the days it runs (Asia/Shanghai, both included), the points a
   * settled device-day earns per Mbps of value95 over a whole day online, and the points withdrawals:
   * the least one may ask, the fee (points kept back from each), the hours a changed address waits.
   */
  activity: {
    name: '创世活动',
    starts_on: '2026-10-01',
    ends_on: '2027-03-31',
    points_per_mbps: 10,
    withdraw_min_points: 1_000,
    withdraw_fee_points: 10,
    address_hold_hours: 24,
  },
  /**
   * The weekly traffic lottery (DESIGN §8): period 1 opens on `starts_on` (a Monday; not editable, the
   * period numbers count from it); a coupon per `coupon_gb` GB of settled upload, at most `week_cap` a
   * week; the prize table, tier by tier. A period copies these when it opens.
   */
  lottery: {
    starts_on: '2026-09-07',
    coupon_gb: 100,
    week_cap: 50,
    one_prize_per_member: true,
    prizes: [
      { name: '一等奖', count: 1, amount_fen: 88_800 },
      { name: '二等奖', count: 3, amount_fen: 8_800 },
      { name: '三等奖', count: 10, amount_fen: 888 },
    ],
  },
  /** The flashing service (issue 16): where members send their boxes once accepted. */
  flashing: {
    ship_to: '浙江省杭州市滨江区长河街道江南大道 588 号 节点宝刷机中心（收件人：刷机组，400-800-1234）',
  },
  /** The CDN servers' dial-back (issue 16): the ports it may connect to on public addresses. */
  cooperation: { dial_ports: [80, 443] },
  telemetry: { raw_retention_days: 40 },
  /**
   * Sign-in (issue 49, decision 0042): how long a token lives unused (idle) and at most (absolute),
   * shorter for platform staff; how long a typed authenticator code counts for the actions that ask
   * for one again (step-up); whether operators must have an authenticator (staff always must in
   * production). A change applies to sign-ins from then on.
   */
  security: SECURITY_PARAM_DEFAULTS,
  /** The platform's receiving account for bank transfers (/pay/bank, GET /api/member/my-bank). */
  platform_bank: {
    bank_name: '中国工商银行',
    branch: '杭州分行营业部',
    account_name: '杭州节点宝网络科技有限公司',
    account_no: '1202021209001234567',
    note: '转账时请在附言中填写订单号；到账后 1 个工作日内确认，确认后激活码自动发放。',
  },
};

export type Params = typeof PARAM_DEFAULTS;
export type ParamKey = keyof Params;

export async function getParams(db: DbOrTx): Promise<Params> {
  const stored = await repo.listStoredParams(db);
  const merged: Record<string, unknown> = { ...PARAM_DEFAULTS };
  for (const row of stored) {
    const base = (PARAM_DEFAULTS as Record<string, unknown>)[row.key];
    if (base === undefined) continue;
    merged[row.key] =
      typeof base === 'object' && base !== null && !Array.isArray(base) && typeof row.value === 'object'
        ? { ...base, ...(row.value as object) }
        : row.value;
  }
  return merged as Params;
}

export async function setParam<K extends ParamKey>(db: DbOrTx, key: K, value: Params[K]): Promise<void> {
  await repo.storeParam(db, key, value);
}

/** The public part of the parameters: configInfo of SPEC §3. */
export function toConfigInfo(p: Params, smsResendSeconds: number): ConfigInfo {
  return {
    site_name: p.site.name,
    service_phone: p.site.service_phone,
    service_email: p.site.service_email,
    service_hours: p.site.service_hours,
    fapiao_param: p.fapiao,
    withdraw: p.withdraw,
    isp_price_fen: p.isp_price_fen,
    referral_rate_bp: p.referral_rate_bp,
    sms_resend_seconds: smsResendSeconds,
  };
}

/** The parameters staff may change (the legal texts and invoice settings are edited elsewhere). */
export async function staffParams(db: DbOrTx): Promise<AdminParams> {
  const p = await getParams(db);
  const { starts_on: _fixed, ...lottery } = p.lottery;
  return {
    site: p.site,
    withdraw: p.withdraw,
    isp_price_fen: p.isp_price_fen,
    referral_rate_bp: p.referral_rate_bp,
    platform_bank: p.platform_bank,
    cooperation: p.cooperation,
    flashing: p.flashing,
    lottery,
    security: p.security,
  };
}

/** One group changed by staff (the contract checked it whole); replies with all of them. */
export async function saveStaffParam(
  db: DbOrTx,
  { key, value }: Output<typeof paramSaveBody>,
): Promise<AdminParams> {
  await setParam(db, key, value as never);
  return staffParams(db);
}
