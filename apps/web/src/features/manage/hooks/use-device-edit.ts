import { useFeedback } from '@/lib/feedback';
import { manageText } from '@/locales/zh-CN/manage';
import { useUpdateMemberDevice } from '../api/update-member-device';
import { deviceEditBody, type DeviceEditValues } from '../lib/device-edit';
import type { DeviceInfo } from '../types';

/**
 * 编辑 of a device, phone and desktop: save its name and ISP, say so, close. A refusal has been
 * toasted by the request client and keeps the form open.
 */
export function useDeviceEdit(device: DeviceInfo, onDone: () => void) {
  const feedback = useFeedback();
  const update = useUpdateMemberDevice();

  async function save(values: DeviceEditValues) {
    try {
      await update.mutateAsync(deviceEditBody(device.id, values));
    } catch {
      return;
    }
    feedback.success(manageText.deviceEdit.done);
    onDone();
  }

  return { save, saving: update.isPending };
}
