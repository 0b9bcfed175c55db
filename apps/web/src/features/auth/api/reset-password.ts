import { defaultResetPasswordCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';

/**
 * 重置密码 POST /api/default/reset-password; the server revokes every session of the account.
 * Resolves with the whole envelope; refusals are toasted by the request client.
 */
export const resetPassword = writeCall({ call: defaultResetPasswordCall, read: (reply) => reply });
export const useResetPassword = resetPassword.use;
