// POST /api/admin/device-type-save {id?, name, code_price_fen, description} — 添加（不带 id）或修改设备型号
// 及其激活码价格（分）；已下的订单按下单时价格；返回该型号
import { adminDeviceTypeSaveCall } from '@nodebao/contract/calls';
import type { DeviceTypeSaveBody } from '@nodebao/contract';
import { deviceTypesKey, type DeviceType } from '@/lib/device-types';
import { writeCall } from '@/lib/write-call';

/** The list where a type is also picked (发放激活码) gets the saved type at once, then is fetched again. */
export const saveDeviceType = writeCall<typeof adminDeviceTypeSaveCall, DeviceTypeSaveBody>({
  call: adminDeviceTypeSaveCall,
  after: (queryClient, saved) => {
    queryClient.setQueryData<DeviceType[]>(deviceTypesKey, (list) => {
      if (!list) return list;
      return list.some((d) => d.id === saved.id)
        ? list.map((d) => (d.id === saved.id ? saved : d))
        : [...list, saved];
    });
    void queryClient.invalidateQueries({ queryKey: deviceTypesKey });
  },
});
