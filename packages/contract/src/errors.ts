import { SIGN_IN_CODES } from './account-rules.ts';

/**
 * The errorCode catalogue (DESIGN §4). Codes are stable: clients and tests rely on the numbers, so a
 * code is never reused for another meaning. `status` is the HTTP status the server answers with;
 * business refusals are 200 with errorCode ≠ 0 so the page stays where it is (SPEC §8).
 */
export const ERRORS = {
  OK: { code: 0, status: 200, msg: '操作成功' },

  // 100xx accounts and sessions
  INVALID_CREDENTIALS: { code: 10001, status: 200, msg: '手机号或密码错误' },
  SMS_CODE_INVALID: { code: 10002, status: 200, msg: '验证码错误或已过期' },
  SMS_TOO_FREQUENT: { code: 10003, status: 200, msg: '验证码发送过于频繁，请稍后再试' },
  SMS_LIMIT_REACHED: { code: 10004, status: 200, msg: '验证码发送次数已达上限，请稍后再试' },
  PASSWORD_TOO_COMMON: { code: 10005, status: 200, msg: '密码过于常见，请换一个更难猜的密码' },
  INVITE_CODE_INVALID: { code: 10006, status: 200, msg: '邀请码无效' },
  NOT_ADMIN: { code: 10007, status: 200, msg: '该账号没有管理权限，请从会员入口登录' },
  ACCOUNT_DISABLED: { code: 10008, status: 200, msg: '账号已被停用，请联系客服' },
  LOGIN_LOCKED: { code: 10009, status: 200, msg: '登录失败次数过多，请 15 分钟后再试' },
  NOT_LOGGED_IN: { code: 10010, status: 401, msg: '请先登录' },
  FORBIDDEN: { code: 10011, status: 403, msg: '没有权限访问' },
  SMS_SEND_FAILED: { code: 10012, status: 200, msg: '短信发送失败，请稍后再试' },
  PASSWORD_SAME_AS_MOBILE: { code: 10013, status: 200, msg: '密码不能与手机号相同' },
  MOBILE_TAKEN: { code: 10014, status: 200, msg: '该手机号已有账号' },
  MEMBER_HAS_DEVICES: { code: 10015, status: 200, msg: '该账号下还有设备，请先移除设备' },
  ACCOUNT_NOT_CLOSABLE: { code: 10016, status: 200, msg: '账号暂时不能注销' },

  // 101xx second factor and sessions (issue 49)
  SECOND_FACTOR_CODE_REQUIRED: {
    code: SIGN_IN_CODES.secondFactorRequired,
    status: 200,
    msg: '请输入身份验证器中的 6 位动态码',
  },
  SECOND_FACTOR_CODE_INVALID: {
    code: SIGN_IN_CODES.secondFactorInvalid,
    status: 200,
    msg: '动态码错误或已使用过，请输入最新的动态码',
  },
  STEP_UP_REQUIRED: {
    code: SIGN_IN_CODES.stepUpRequired,
    status: 200,
    msg: '该操作需要再次验证身份，请输入身份验证器中的动态码',
  },
  SECOND_FACTOR_ENROLL_REQUIRED: {
    code: SIGN_IN_CODES.enrollRequired,
    status: 403,
    msg: '管理账号须先开启两步验证（身份验证器），开启后才能使用其他功能',
  },
  SECOND_FACTOR_ALREADY_ON: { code: 10105, status: 200, msg: '两步验证已开启' },
  SECOND_FACTOR_NOT_ON: { code: 10106, status: 200, msg: '两步验证尚未开启' },
  SECOND_FACTOR_SETUP_MISSING: { code: 10107, status: 200, msg: '设置已失效，请重新开始设置身份验证器' },
  SECOND_FACTOR_MANDATORY: { code: 10108, status: 200, msg: '该账号必须开启两步验证，不能关闭' },
  SESSION_NOT_FOUND: { code: 10109, status: 200, msg: '该登录设备不存在或已退出' },
  PASSWORD_WRONG: { code: 10110, status: 200, msg: '密码错误' },

  // 102xx partner auto-login (DESIGN §5, decision 0017)
  PARTNER_DISABLED: { code: 10201, status: 200, msg: '未开通伙伴站登录' },
  PARTNER_SIGN_INVALID: { code: 10202, status: 200, msg: '签名校验失败' },
  PARTNER_SIGN_EXPIRED: { code: 10203, status: 200, msg: '签名已过期，请重新发起' },
  PARTNER_SIGN_USED: { code: 10204, status: 200, msg: '签名已使用，请重新发起' },
  PARTNER_MEMBER_UNKNOWN: { code: 10205, status: 200, msg: '该手机号尚未注册节点宝，请先注册' },

  // 103xx read-only API tokens and the open calls (issue 50 §2, decision 0044)
  API_TOKEN_STAFF_REFUSED: {
    code: 10301,
    status: 200,
    msg: '平台管理员不能创建 API 令牌：能读取全平台数据的令牌一旦泄露后果严重，请用运营商或会员账号创建',
  },
  API_TOKEN_LIMIT: { code: 10302, status: 200, msg: '每个账号最多 20 个有效的 API 令牌，请先撤销不用的令牌' },
  API_TOKEN_NOT_FOUND: { code: 10303, status: 200, msg: '该 API 令牌不存在或已撤销' },
  API_TOKEN_REQUIRED: { code: 10304, status: 401, msg: '开放接口须使用 API 令牌（nbo_ 开头）调用' },
  API_TOKEN_INVALID: { code: 10305, status: 401, msg: 'API 令牌无效、已过期或已撤销' },
  API_TOKEN_ADDRESS_REFUSED: { code: 10306, status: 403, msg: '该 API 令牌不允许从此 IP 地址使用' },
  API_TOKEN_NOT_HERE: { code: 10307, status: 403, msg: 'API 令牌只能调用开放接口（/api/open/）' },

  // 110xx WeChat Official Account (JS-SDK)
  WECHAT_NOT_CONFIGURED: { code: 11001, status: 200, msg: '未配置微信公众号，暂不能使用微信功能' },
  WECHAT_UNAVAILABLE: { code: 11002, status: 200, msg: '微信服务暂时不可用，请稍后再试' },
  WECHAT_OAUTH_FAILED: { code: 11003, status: 200, msg: '微信授权失败或已过期，请重新授权' },

  // 200xx devices
  /** Only ever said of the caller's own box: another member's box answers DEVICE_SN_UNAVAILABLE. */
  DEVICE_ALREADY_BOUND: { code: 20001, status: 200, msg: '该设备已绑定在你的账号' },
  /** An unknown SN and another member's box answer alike, so serial numbers cannot be probed. */
  DEVICE_SN_UNAVAILABLE: {
    code: 20002,
    status: 200,
    msg: 'SN 不存在或无法绑定，请核对设备标签上的 SN',
  },
  BIND_LOCKED: { code: 20008, status: 200, msg: '绑定失败次数过多，请 1 小时后再试' },
  HELD_SINCE_REFUSED: {
    code: 20009,
    status: 200,
    msg: '只有平台可以为从未分配过、也从未上报过的库存设备指定起始时间（最早 40 天前）',
  },
  CODE_TYPE_MISMATCH: { code: 20003, status: 200, msg: '激活码与设备型号不符' },
  CODE_INVALID: { code: 20004, status: 200, msg: '激活码无效或已被使用' },
  TOO_MANY_DEVICES: { code: 20005, status: 200, msg: '一次最多操作 10000 台设备，请缩小范围' },
  NO_DEVICES_SELECTED: { code: 20006, status: 200, msg: '请先选择设备' },
  CABINET_NOT_IN_ROOM: { code: 20007, status: 200, msg: '机柜不属于所选机房' },

  // 210xx device protocol (/device-api/v1/*)
  DEVICE_AUTH_FAILED: { code: 21001, status: 401, msg: '设备认证失败' },
  DEVICE_TIMESTAMP_SKEW: { code: 21002, status: 401, msg: '设备时间与服务器相差超过 300 秒，请校准时间' },
  DEVICE_REPLAY: { code: 21003, status: 401, msg: '重复的设备请求，请用新的时间戳重新签名' },
  DEVICE_IMPORT_INVALID: { code: 21004, status: 422, msg: '导入数据有误，未导入任何设备' },

  // 220xx rooms, cabinets, templates and tags
  ROOM_HAS_DEVICES: { code: 22001, status: 200, msg: '该机房或机柜下还有设备，请先移出设备' },
  ROOM_HAS_CABINETS: { code: 22002, status: 200, msg: '该机房下还有机柜，请先删除机柜' },
  ROOM_PARENT_INVALID: { code: 22003, status: 200, msg: '上级机房无效：机柜只能建在机房下' },
  ROOM_ALREADY_FIRST: { code: 22004, status: 200, msg: '已经是第一个' },
  ROOM_ALREADY_LAST: { code: 22005, status: 200, msg: '已经是最后一个' },
  ROOM_MOVE_INVALID: { code: 22006, status: 200, msg: '只能把机柜移到同一账号的其他机房' },
  TAG_NAME_TAKEN: { code: 22007, status: 200, msg: '标签名称已存在' },

  // 300xx money
  BALANCE_TOO_LOW: { code: 30001, status: 200, msg: '可用余额不足' },
  WITHDRAW_TOO_SMALL: { code: 30002, status: 200, msg: '提现金额低于单笔最低金额' },
  WITHDRAW_TOO_LARGE: { code: 30003, status: 200, msg: '提现金额超过单笔最高金额' },
  PAYEE_NOT_FOUND: { code: 30004, status: 200, msg: '收款账户不存在，请先添加收款账户' },
  WITHDRAW_STATE_CHANGED: { code: 30005, status: 200, msg: '该提现申请已被处理，请刷新后查看' },
  PAYOUT_IN_DOUBT: {
    code: 30006,
    status: 200,
    msg: '打款结果未确认，已记录，请稍后点击“查询并重试”',
  },
  BANK_CARD_INVALID: { code: 30007, status: 200, msg: '银行卡号无效，请核对后重新输入' },
  PAYEE_TAKEN: { code: 30008, status: 200, msg: '该收款账户已添加' },
  SETTLEMENT_DAY_OPEN: { code: 30009, status: 200, msg: '该日尚未结束，不能结算' },
  PAYOUT_REFERENCE_REQUIRED: { code: 30010, status: 200, msg: '银行卡提现请先转账，再填写转账流水号' },
  // 收益诊断 (issue 50 §1)
  INCOME_DAY_NOT_SETTLED: { code: 30011, status: 200, msg: '该日尚未结算，暂无收益诊断' },
  INCOME_NO_HISTORY: { code: 30012, status: 200, msg: '该日之前没有已结算的日期，无法比较' },

  // 310xx orders and payments (activation codes)
  ORDER_NOT_PAYABLE: { code: 31001, status: 200, msg: '订单已支付或正在审核，不能再次支付' },
  ORDER_EXPIRED: { code: 31002, status: 200, msg: '订单已过期，请重新下单' },
  DEVICE_TYPE_NOT_FOR_SALE: { code: 31003, status: 200, msg: '该型号暂不出售激活码' },
  WECHAT_NOT_BOUND: { code: 31004, status: 200, msg: '请先在微信内打开并授权绑定微信，再使用微信支付' },
  PAY_UNAVAILABLE: { code: 31005, status: 200, msg: '微信支付暂时不可用，请稍后再试或选择线下转账' },
  VOUCHER_INVALID: { code: 31006, status: 422, msg: '请上传 JPG、PNG 或 WebP 格式的转账凭证图片，最大 5 MB' },
  ORDER_STATE_CHANGED: { code: 31007, status: 200, msg: '该订单已被处理，请刷新后查看' },
  MEMBER_MOBILE_UNKNOWN: { code: 31008, status: 200, msg: '该手机号没有注册会员' },

  // 320xx activity points and their wallet (DESIGN §8)
  POINTS_WALLET_MISSING: { code: 32001, status: 200, msg: '请先设置积分钱包地址' },
  POINTS_WALLET_HOLD: { code: 32002, status: 200, msg: '钱包地址刚刚更改，24 小时内暂停积分提取' },
  POINTS_BELOW_MIN: { code: 32003, status: 200, msg: '提取积分低于单笔最低数量' },
  POINTS_TOO_LOW: { code: 32004, status: 200, msg: '积分余额不足' },
  POINTS_WITHDRAWAL_HANDLED: { code: 32005, status: 200, msg: '该积分提取已被处理，请刷新后查看' },

  // 330xx the weekly lottery (DESIGN §8)
  LOTTERY_CLOSED: { code: 33001, status: 200, msg: '本期抽奖已截止，请等待开奖或参加下一期' },
  LOTTERY_COUPONS_SHORT: { code: 33002, status: 200, msg: '可用抽奖券不足' },
  LOTTERY_NOT_CLOSED: { code: 33003, status: 200, msg: '本期尚未截止，票号清单截止后公布' },
  LOTTERY_REQUEST_REUSED: { code: 33004, status: 200, msg: '该请求编号已用于另一次兑换' },

  // 340xx services: big-bandwidth cooperation and its CDN servers, flashing (DESIGN §8)
  COOP_RANGE_TAKEN: { code: 34001, status: 200, msg: '该 IP 段与其他会员已通过的合作网段重叠' },
  COOP_ALREADY_APPLIED: { code: 34002, status: 200, msg: '该 IP 段已有待审核或已通过的申请' },
  COOP_NOT_ACCEPTED: { code: 34003, status: 200, msg: '合作申请通过审核后才能添加服务器' },
  COOP_HANDLED: { code: 34004, status: 200, msg: '该申请已被处理，请刷新后查看' },
  SERVER_IP_TAKEN: { code: 34005, status: 200, msg: '该 IP 已被添加' },
  COOP_SERVERS_FULL: { code: 34006, status: 200, msg: '服务器数量已达到申请的数量' },
  DIAL_RATE_LIMITED: { code: 34007, status: 200, msg: '检测过于频繁，请稍后再保存' },
  FLASH_STEP_CHANGED: { code: 34008, status: 200, msg: '该刷机申请已被处理，请刷新后查看' },
  FLASH_DEVICE_BUSY: { code: 34009, status: 200, msg: '所选设备已在另一个进行中的刷机申请里' },
  FLASH_SN_TAKEN: { code: 34010, status: 200, msg: '刷好的设备 SN 已存在' },

  // generic
  NOT_FOUND: { code: 40401, status: 200, msg: '记录不存在' },
  ROUTE_NOT_FOUND: { code: 40400, status: 404, msg: '接口不存在' },
  VALIDATION: { code: 42200, status: 422, msg: '参数错误' },
  RATE_LIMITED: { code: 42900, status: 429, msg: '请求过于频繁，请稍后再试' },
  INTERNAL: { code: 50000, status: 500, msg: '服务器开小差了，请稍后再试' },
  UNAVAILABLE: { code: 50300, status: 503, msg: '服务暂不可用，请稍后再试' },
  // The database is away (restart, failover, dropped connection) or too slow to answer in time:
  // nothing of the request was stored, and the same request may be sent again (with Retry-After).
  DATABASE_UNAVAILABLE: { code: 50301, status: 503, msg: '服务暂时不可用，请稍后重试' },
} as const satisfies Record<string, { code: number; status: number; msg: string }>;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

const byCode = new Map<number, ErrorName>(
  Object.entries(ERRORS).map(([name, e]) => [e.code, name as ErrorName]),
);

/** The catalogue entry name of a numeric errorCode, if it is one of ours. */
export function errorNameOf(code: number): ErrorName | undefined {
  return byCode.get(code);
}
