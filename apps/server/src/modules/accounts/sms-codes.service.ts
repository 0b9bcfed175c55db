import { SMS, type SmsPurpose } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { hmacSha256Hex, randomDigits, safeEqualHex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { SmsMessage } from '../../integrations/sms/index.ts';
import * as repo from './accounts.repo.ts';

/**
 * SMS verification codes (DESIGN §5). The reply to "send a code" is the same whether or not the
 * mobile has an account: limits are counted for every request, and the decision of what to deliver is
 * taken after them and delivered in the background, so neither the reply nor its timing tells.
 */
export type IssueCodeInput = { mobile: string; purpose: SmsPurpose; ip: string };

function codeHash(deps: Deps, mobile: string, purpose: SmsPurpose, code: string): string {
  return hmacSha256Hex(deps.config.appSecret, `sms:${mobile}:${purpose}:${code}`);
}

export async function issueCode(deps: Deps, input: IssueCodeInput): Promise<{ resend_after: number }> {
  const { mobile, purpose, ip } = input;

  const message = await deps.db.transaction(async (tx): Promise<SmsMessage | null> => {
    await repo.lockMobile(tx, mobile);
    await assertWithinLimits(tx, mobile, ip);

    const member = await repo.findMemberByMobile(tx, mobile);
    const mayUseCode = purpose === 'register' ? !member : member?.status === 'active';
    const code = randomDigits(SMS.codeLength);

    await repo.closeOpenCodes(tx, mobile, purpose);
    await repo.insertCode(tx, {
      mobile,
      purpose,
      ip,
      // A code nobody received gets no hash: it can never be typed back, yet it counts for the limits.
      codeHash: mayUseCode ? codeHash(deps, mobile, purpose, code) : null,
      expiresAt: new Date(Date.now() + SMS.ttlSeconds * 1000),
    });

    if (mayUseCode) return { mobile, template: 'verify-code', params: { code } };
    // Registering a mobile that has an account: tell the phone's owner, not the requester.
    if (purpose === 'register') return { mobile, template: 'already-registered', params: {} };
    return null;
  });

  if (message) deliverInBackground(deps, message);
  return { resend_after: SMS.resendSeconds };
}

async function assertWithinLimits(tx: Tx, mobile: string, ip: string): Promise<void> {
  if ((await repo.countCodesForIpSince(tx, ip, 3600)) >= SMS.perIpHourly) {
    throw new AppError('SMS_LIMIT_REACHED', '该网络请求验证码过于频繁，请 1 小时后再试');
  }
  const since = await repo.secondsSinceLastCode(tx, mobile);
  if (since !== null && since < SMS.resendSeconds) {
    const wait = Math.ceil(SMS.resendSeconds - since);
    throw new AppError('SMS_TOO_FREQUENT', `验证码发送过于频繁，请 ${wait} 秒后再试`, { resend_after: wait });
  }
  if ((await repo.countCodesForMobileSince(tx, mobile, 3600)) >= SMS.perMobileHourly) {
    throw new AppError('SMS_LIMIT_REACHED', '该手机号本小时验证码次数已达上限，请稍后再试');
  }
  if ((await repo.countCodesForMobileSince(tx, mobile, 86_400)) >= SMS.perMobileDaily) {
    throw new AppError('SMS_LIMIT_REACHED', '该手机号今日验证码次数已达上限，请明天再试');
  }
}

function deliverInBackground(deps: Deps, message: SmsMessage): void {
  deps.sms.send(message).catch((err: unknown) => {
    deps.log.error({ err, mobile: message.mobile, template: message.template }, 'SMS delivery failed');
  });
}

/**
 * Checks a typed code and, when it matches, runs `onValid` in the same transaction as using up the
 * code: if `onValid` throws, the code stays usable and nothing is written. A wrong code counts a try
 * (the fifth burns it) and that count is kept even though the call fails.
 */
export async function withValidCode<T>(
  deps: Deps,
  input: { mobile: string; purpose: SmsPurpose; code: string },
  onValid: (tx: Tx) => Promise<T>,
): Promise<T> {
  const outcome = await deps.db.transaction(
    async (tx): Promise<{ valid: false } | { valid: true; value: T }> => {
      await repo.lockMobile(tx, input.mobile);
      const row = await repo.findOpenCodeForUpdate(tx, input.mobile, input.purpose);
      if (!row) return { valid: false };

      const typed = codeHash(deps, input.mobile, input.purpose, input.code);
      if (!row.codeHash || !safeEqualHex(typed, row.codeHash)) {
        await repo.recordWrongTry(tx, row.id, row.wrongTries + 1 >= SMS.maxWrongTries);
        return { valid: false };
      }
      await repo.closeCode(tx, row.id, 'used');
      return { valid: true, value: await onValid(tx) };
    },
  );
  if (!outcome.valid) throw new AppError('SMS_CODE_INVALID');
  return outcome.value;
}
