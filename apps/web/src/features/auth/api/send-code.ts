import { type CallReply, defaultSendCodeCall } from '@nodebao/contract/calls';
import type { ReplyData, sendCodeReply, SmsPurpose } from '@nodebao/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/request';

export type SendCodeData = ReplyData<typeof sendCodeReply>;

/**
 * 发送短信验证码 POST /api/default/send-code. Resolves with the whole envelope: a refusal for sending
 * too often (10003) is toasted by the client and still carries data.resend_after, so the caller can
 * start its countdown from the server's figure.
 */
export function sendCode(body: { mobile: string; purpose: SmsPurpose }) {
  return request<CallReply<typeof defaultSendCodeCall>>(defaultSendCodeCall.path, {
    method: 'POST',
    data: body,
  });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
