// POST /api/device/bind {sn, code, name?} — 用 SN 和激活码绑定设备
import { deviceBindCall } from '@nodebao/contract/calls';
import type { bindDeviceBody, Output } from '@nodebao/contract';
import { codesPrefix } from '@/features/pay/api/get-codes';
import { writeCall } from '@/lib/write-call';
import { useDeviceStore } from '../store';

/**
 * Refusals: 20001 already yours, 20002 unknown SN or another member’s box, 20008 too many failed
 * binds, 20003 code for another model, 20004 code invalid. On success the code is used up and the
 * device list starts again from its defaults.
 */
export const bindDevice = writeCall<typeof deviceBindCall, Output<typeof bindDeviceBody>>({
  call: deviceBindCall,
  after: (queryClient) => {
    useDeviceStore.getState().resetStatus();
    // The code is used now: every list of my codes reads again.
    void queryClient.invalidateQueries({ queryKey: codesPrefix });
  },
});
