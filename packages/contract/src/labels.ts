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

/**
 * The causes 收益诊断 splits a change of income into (issue 50 §1), in the order people read them,
 * with their names. `other` is what the causes do not explain; it is always shown.
 */
export const EXPLAIN_CAUSES = {
  offline: '设备离线',
  line_fault: '线路故障',
  low_value: '低价值设备',
  value95: '95 值变化',
  arrived: '新增或转入的设备',
  left: '移除或转出的设备',
  price: '单价或参数调整',
  other: '其他',
} as const;
export type ExplainCause = keyof typeof EXPLAIN_CAUSES;

// ---- The audit trail (issue 49 §2, decision 0043) ---------------------------------------------

/**
 * The tables whose rows a person's call may change and the trail records, with what staff call
 * them. The database's triggers (migration 0035) are on exactly these.
 */
export const AUDITED_OBJECTS = {
  withdrawals: '提现',
  points_withdrawals: '积分提现',
  ledger_accounts: '账户余额',
  ledger_transfers: '资金流水',
  payee_accounts: '收款账户',
  orders: '订单',
  activation_codes: '激活码',
  params: '平台参数',
  device_types: '设备类型',
  members: '会员账号',
  second_factors: '两步验证',
  coop_applications: '大带宽合作',
  cdn_servers: 'CDN 服务器',
  flash_applications: '刷机申请',
  devices: '设备',
  device_holdings: '设备归属',
  device_commands: '设备指令',
  api_tokens: 'API 令牌',
} as const;
export type AuditedObject = keyof typeof AUDITED_OBJECTS;
/** What the actor was when acting. */
export const AUDIT_ROLES = { staff: '平台', operator: '运营商', member: '会员' } as const;
/** Names of the fields people read most in the trail; any other shows as its column name. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  state: '状态',
  status: '状态',
  amount_fen: '金额(分)',
  fee_fen: '手续费(分)',
  balance_fen: '余额(分)',
  amount: '数量',
  fee: '手续费',
  reason: '原因',
  reviewer_id: '审核人',
  reviewed_at: '审核时间',
  reviewed_by: '审核人',
  paid_at: '打款时间',
  payout_reference: '打款流水号',
  handled_by: '处理人',
  handled_at: '处理时间',
  tx_hash: '交易哈希',
  member_id: '会员',
  operator_id: '运营商',
  is_operator: '运营商身份',
  is_superman: '平台身份',
  password_hash: '密码',
  secret_sealed: '验证器密钥',
  totp_enabled_at: '两步验证开启时间',
  value: '值',
  name: '名称',
  nickname: '昵称',
  account: '账号',
  real_name: '姓名',
  bank_name: '开户行',
  is_default: '默认',
  deleted_at: '删除时间',
  code_price_fen: '激活码价格(分)',
  granted_by: '发放人',
  tag_id: '分组',
  room_id: '机房',
  cabinet_id: '机柜',
  kind: '类型',
  memo: '备注',
  note: '备注',
  remark: '备注',
  closed_at: '注销时间',
  started_at: '开始',
  ended_at: '结束',
};
