import type { bindDeviceBody, Output } from '@nodebao/contract';
// POST /api/device/bind {sn, code, name?} — 用 SN 和激活码绑定设备
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { useDeviceStore } from '../store';
import type { DeviceRow } from '../types';
import { codesPrefix } from '@/features/pay/api/get-codes';

export type BindDeviceInput = Output<typeof bindDeviceBody>;

/**
 * Refusals (20001 already yours, 20002 unknown SN or another member’s box, 20008 too many failed binds, 20003 code for another model, 20004 code invalid)
 * are toasted with the server's Chinese message and thrown as a BusinessError for the form.
 */
export function bindDevice(body: BindDeviceInput): Promise<DeviceRow> {
  return unwrap(request<DeviceRow>('/api/device/bind', { method: 'POST', data: body }));
}

/** On success the code is used up and the device list starts again from its defaults. */
export function useBindDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindDevice,
    onSuccess: () => {
      useDeviceStore.getState().resetStatus();
      // The code is used now: every list of my codes reads again.
      void queryClient.invalidateQueries({ queryKey: codesPrefix });
    },
  });
}
