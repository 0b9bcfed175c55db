// GET /api/member/device-info?id= — 会员设备详情（运营）
import { memberDeviceInfoCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const memberDevice = queryCall<typeof memberDeviceInfoCall, number>({
  call: memberDeviceInfoCall,
  prefix: ['manage', 'device'],
  params: (id) => ({ id }),
  staleTime: 10_000,
});

/** Idle while no device is chosen (id null or 0). */
export const useMemberDevice = (id: number | null) => memberDevice.use(id || null);
