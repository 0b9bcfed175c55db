import { useState } from 'react';
import { useLastOpened } from '@/components/use-last-opened';
import { useFeedback } from '@/lib/feedback';
import { deviceText as t } from '@/locales/zh-CN/device';
import { rebootDevices } from '../api/reboot';
import { updateDevice } from '../api/update-device';
import type { DeviceInfo, DeviceRow } from '../types';

export const DEVICE_NAME_MAX = 64;

/**
 * The device detail, phone sheet and desktop drawer alike: the row shown (kept while the sheet
 * closes), 重启 asked first, and 编辑名称 with its name being typed. The reply of a rename is the
 * device fetched again, merged into the list (SPEC §4); a refusal keeps the dialog open.
 */
export function useDeviceDetail(row: DeviceRow | null) {
  const feedback = useFeedback();
  const shown = useLastOpened(row);
  const reboot = rebootDevices.use();
  const update = updateDevice.use();
  const [renaming, setRenaming] = useState<DeviceInfo | null>(null);
  const [name, setName] = useState('');

  async function rebootOne(device: DeviceInfo) {
    const question = {
      title: t.confirm.reboot.title,
      content: t.confirm.rebootOne(device.sn),
      ok: t.confirm.reboot.ok,
    };
    if (!(await feedback.confirm(question))) return;
    try {
      await reboot.mutateAsync({ ids: [device.id] });
    } catch {
      return; // the request client has shown why
    }
    feedback.success(t.done.reboot);
  }

  async function saveName() {
    if (!renaming) return;
    try {
      await update.mutateAsync({ id: renaming.id, name: name.trim() });
    } catch {
      return;
    }
    feedback.success(t.done.rename);
    setRenaming(null);
  }

  return {
    shown,
    rebootOne,
    rebooting: reboot.isPending,
    renaming,
    startRename: (device: DeviceInfo) => {
      setRenaming(device);
      setName(device.name);
    },
    cancelRename: () => setRenaming(null),
    name,
    setName,
    saveName,
    savingName: update.isPending,
  };
}
