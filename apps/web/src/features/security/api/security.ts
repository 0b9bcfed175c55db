// 账号安全 and 登录设备 (issue 49): the authenticator's status, setup, enable, disable, recovery codes and
// step-up; the signed-in sessions, ending one or the others; the password change.
import {
  changePasswordCall,
  secondFactorDisableCall,
  secondFactorEnableCall,
  secondFactorRecoveryCodesCall,
  secondFactorSetupCall,
  secondFactorStatusCall,
  secondFactorVerifyCall,
  sessionListCall,
  sessionRevokeCall,
  sessionRevokeOthersCall,
} from '@nodebao/contract/calls';
import type { QueryClient } from '@tanstack/react-query';
import { requestCall } from '@/lib/call-request';
import { memberInfoKey } from '@/lib/member-info';
import { queryCall } from '@/lib/query-call';
import { writeCall } from '@/lib/write-call';

export const secondFactorStatus = queryCall({
  call: secondFactorStatusCall,
  prefix: ['security', 'second-factor'],
  staleTime: 0,
});

/** After it turns on or off: the status and the member's info (its banner) read again. */
const refreshStatus = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: secondFactorStatus.prefix }),
    queryClient.invalidateQueries({ queryKey: memberInfoKey }),
  ]);

/** Step 1: the password, then a secret and its QR address (not in force until a code confirms it). */
export const beginSetup = writeCall({ call: secondFactorSetupCall });

/** Step 2: the first code from the app; answers the ten recovery codes, shown once. */
export const enableSecondFactor = writeCall({ call: secondFactorEnableCall, after: refreshStatus });

export const disableSecondFactor = writeCall({ call: secondFactorDisableCall, after: refreshStatus });

export const newRecoveryCodes = writeCall({ call: secondFactorRecoveryCodesCall, after: refreshStatus });

/**
 * A fresh code for this session (step-up); the refusal (a wrong code) is the caller's to show, and it is
 * never itself asked about again.
 */
export async function verifySecondFactor(code: string): Promise<void> {
  await requestCall(secondFactorVerifyCall, { data: { code }, skipErrorHandler: true, skipStepUp: true });
}

export const sessionList = queryCall({
  call: sessionListCall,
  prefix: ['security', 'sessions'],
  staleTime: 0,
});

const refreshSessions = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: sessionList.prefix });

export const endSession = writeCall({ call: sessionRevokeCall, after: refreshSessions });

export const endOtherSessions = writeCall({ call: sessionRevokeOthersCall, after: refreshSessions });

/** Ends the other sessions too: the list reads again. */
export const changePassword = writeCall({ call: changePasswordCall, after: refreshSessions });
