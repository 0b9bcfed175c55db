// POST /api/admin/device-type-save {id?, name, code_price_fen, description} — 添加（不带 id）或修改设备型号
// 及其激活码价格（分）；已下的订单按下单时价格；返回该型号
import type { DeviceTypeSaveBody } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';
import { deviceTypesKey, type DeviceType } from '@/lib/device-types';

/** A refusal is toasted by the request client and thrown (a 422 as a RequestError naming the field). */
export async function saveDeviceType(body: DeviceTypeSaveBody): Promise<DeviceType> {
  const reply = await request<DeviceType>('/api/admin/device-type-save', { method: 'POST', data: body });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return reply.data;
}

/** The list where a type is also picked (发放激活码) gets the saved type at once, then is fetched again. */
export function useSaveDeviceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeviceType,
    onSuccess: (saved) => {
      queryClient.setQueryData<DeviceType[]>(deviceTypesKey, (list) => {
        if (!list) return list;
        return list.some((d) => d.id === saved.id)
          ? list.map((d) => (d.id === saved.id ? saved : d))
          : [...list, saved];
      });
      void queryClient.invalidateQueries({ queryKey: deviceTypesKey });
    },
  });
}
