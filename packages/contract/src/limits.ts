/** Business constants shared by server and web (SPEC §9, DESIGN §4–5). */
export const PAGE_SIZE = 20;
export const DEVICE_PAGE_SIZE = 100;
export const DEVICE_MAX_PAGE_SIZE = 1000;
export const LOTTERY_RECORD_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

/** A reviewer's reason for turning something down, after trimming (text.ts rejectReason). */
export const REJECT_REASON = { min: 2, max: 200 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const SMS = {
  codeLength: 6,
  ttlSeconds: 10 * 60,
  maxWrongTries: 5,
  resendSeconds: 60,
  perMobileHourly: 5,
  perMobileDaily: 10,
  perIpHourly: 20,
} as const;

export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perIp: 20,
} as const;

/** Failed device binds a member may make in an hour, so serial numbers cannot be probed (issue 11 §4). */
export const BIND_THROTTLE = { windowSeconds: 60 * 60, perMember: 10 } as const;

export const TOKEN_TTL_DAYS = 30;

export const TOAST = { errorMs: 2000, loginErrorMs: 3000, noticeMs: 3000, longNoticeMs: 8000 } as const;
export const REQUEST_CACHE_TTL_MS = 60_000;
export const LOADING_DELAY_MS = 200;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
