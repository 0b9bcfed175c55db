import { defaultRegisterCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';

/**
 * 注册 POST /api/default/register; success signs the new member in (LoginData). Resolves with the
 * whole envelope; refusals (wrong code, common password, bad invite code) are toasted by the client.
 */
export const register = writeCall({ call: defaultRegisterCall, read: (reply) => reply });
export const useRegister = register.use;
