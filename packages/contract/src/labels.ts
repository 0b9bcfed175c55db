/**
 * The display names and state lists both sides use, without zod: a web page that only shows a state
 * or an alarm reads them here and does not load the contract's schemas (issue 17 §3: a page's first
 * JavaScript). The schemas in the other modules build their enums from these.
 */

/**
 * What makes a box abnormal (异常), defined once for the home's count, the list's filter and marker,
 * and the fault events (issue 12): not reporting, a PPPoE line down, the disk or the CPU near full,
 * or yesterday's value95 under half of the box's own average over the week before.
 */
export const DEVICE_ALARMS = {
  offline: '离线',
  'line-down': '线路掉线',
  disk: '磁盘将满',
  cpu: 'CPU 过高',
  'low-value95': '95 值偏低',
} as const;
export type DeviceAlarm = keyof typeof DEVICE_ALARMS;

/** The carriers a machine room's line (and a box's) runs on, defined once for rooms, boxes and partner rooms. */
export const ISP_LABELS = { telecom: '电信', unicom: '联通', mobile: '移动' } as const;
export type Isp = keyof typeof ISP_LABELS;
export const ISPS = Object.keys(ISP_LABELS) as Isp[];

/** The carrier's name of an isp value as the server sends it; null for none or one not known. */
export function ispLabel(isp: string | null | undefined): string | null {
  const known = ISPS.find((candidate) => candidate === isp);
  return known ? ISP_LABELS[known] : null;
}

/**
 * Orders for activation codes (DESIGN §7, issue 5). An order is for `quantity` codes of one device
 * type at the type's code price; amounts are integer fen. Its life:
 *
 *   pending ─ WeChat Pay notification / query says SUCCESS ─────────────────▶ paid (codes issued)
 *   pending ─ 30 minutes without payment (online orders only) ───────────────▶ expired
 *   pending ─ member chooses offline / bank transfer (`pay/offline`) ───────▶ pending, no expiry
 *   pending | rejected ─ member uploads a transfer voucher ──────────────────▶ reviewing
 *   reviewing ─ staff confirm ───────────────────────────────────────────────▶ paid (codes issued)
 *   reviewing ─ staff reject with a reason ──────────────────────────────────▶ rejected
 *   expired ─ a late WeChat Pay notification (paid before it expired) ───────▶ paid
 */
export const ORDER_STATE_LABELS = {
  pending: '待支付',
  reviewing: '凭证审核中',
  paid: '已支付',
  rejected: '凭证未通过',
  expired: '已过期',
} as const;
export type OrderState = keyof typeof ORDER_STATE_LABELS;
export const ORDER_STATES = Object.keys(ORDER_STATE_LABELS) as [OrderState, ...OrderState[]];

/** wechat_jsapi inside WeChat (chooseWXPay), wechat_native a QR code on a desktop, bank / offline transfer. */
export const PAY_METHOD_LABELS = {
  wechat_jsapi: '微信支付',
  wechat_native: '微信扫码支付',
  bank: '银行转账',
  offline: '线下转账',
} as const;
export type PayMethod = keyof typeof PAY_METHOD_LABELS;
export const PAY_METHODS = Object.keys(PAY_METHOD_LABELS) as [PayMethod, ...PayMethod[]];

export const WITHDRAWAL_STATE_LABELS = {
  pending: '待审核',
  paying: '打款中',
  paid: '已到账',
  rejected: '已驳回',
} as const;
export type WithdrawalStateName = keyof typeof WITHDRAWAL_STATE_LABELS;

/** Banks a card can be from: the maintained list the bank picker offers (bank-save refuses others). */
export const BANK_NAMES = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '浦发银行',
  '中信银行',
  '中国光大银行',
  '华夏银行',
  '中国民生银行',
  '广发银行',
  '兴业银行',
  '平安银行',
  '浙商银行',
  '恒丰银行',
  '渤海银行',
  '北京银行',
  '上海银行',
  '江苏银行',
  '南京银行',
  '宁波银行',
  '杭州银行',
  '徽商银行',
  '广州银行',
  '重庆农村商业银行',
  '北京农商银行',
  '上海农商银行',
  '微众银行',
  '网商银行',
] as const;

export const COOP_LINES = ['电信', '联通', '移动', '双线', '三线', 'BGP'] as const;

export const COOP_STATES = ['pending', 'accepted', 'rejected'] as const;
export type CoopState = (typeof COOP_STATES)[number];

export const FLASH_STATES = ['submitted', 'accepted', 'received', 'flashed', 'shipped', 'rejected'] as const;
export type FlashState = (typeof FLASH_STATES)[number];
