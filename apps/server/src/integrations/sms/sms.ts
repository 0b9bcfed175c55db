/**
 * What the accounts domain needs from an SMS service. The real client (Aliyun) and the local
 * simulator speak the same HTTP protocol, so tests and the demo exercise the real client code.
 */
export type SmsTemplate =
  /** "您的验证码为 {code}，10 分钟内有效" */
  | 'verify-code'
  /** Sent instead of a code when someone asks to register a mobile that already has an account. */
  | 'already-registered'
  /** To staff: their account signed in from a device it had not used before (issue 49 §3). */
  | 'sign-in-notice';

export type SmsMessage = { mobile: string; template: SmsTemplate; params: Record<string, string> };

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(
    readonly providerCode: string,
    message: string,
  ) {
    super(`SMS delivery failed: ${providerCode} ${message}`);
    this.name = 'SmsDeliveryError';
  }
}
