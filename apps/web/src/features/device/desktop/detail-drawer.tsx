import { App, Button, Drawer, Input, Modal } from 'antd';
import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useDeviceInfo } from '../api/get-device-info';
import { useRebootDevices } from '../api/reboot';
import { useUpdateDevice } from '../api/update-device';
import { DeviceDetail } from '../components/device-detail';
import type { DeviceInfo, DeviceRow } from '../types';

const NAME_MAX = 64;

type DetailDrawerProps = { row: DeviceRow | null; showMember: boolean; onClose: () => void };

/** The device detail in a drawer on the right, with 编辑名称 and 重启 in its header. */
export function DetailDrawer({ row, showMember, onClose }: DetailDrawerProps) {
  const { modal } = App.useApp();
  const [shown, setShown] = useState(row);
  if (row && row !== shown) setShown(row);
  const info = useDeviceInfo(row ? row.id : null);
  const reboot = useRebootDevices();
  const [renaming, setRenaming] = useState<DeviceInfo | null>(null);

  function onReboot(device: DeviceInfo) {
    modal.confirm({
      title: t.confirm.reboot.title,
      content: t.confirm.rebootOne(device.sn),
      okText: t.confirm.reboot.ok,
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await reboot.mutateAsync({ ids: [device.id] });
          Toast.show({ icon: 'success', content: t.done.reboot });
        } catch {
          // The request client has shown why.
        }
      },
    });
  }

  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={480}
      title={t.detailTitle}
      destroyOnHidden
      extra={
        info.data ? (
          <>
            <Button autoInsertSpace={false} onClick={() => info.data && setRenaming(info.data)}>
              {t.rename}
            </Button>{' '}
            <Button
              type="primary"
              ghost
              autoInsertSpace={false}
              onClick={() => info.data && onReboot(info.data)}
            >
              {t.rebootOne}
            </Button>
          </>
        ) : null
      }
    >
      {shown ? <DeviceDetail id={shown.id} row={shown} showMember={showMember} /> : null}
      <RenameModal device={renaming} onClose={() => setRenaming(null)} />
    </Drawer>
  );
}

/** 编辑名称: the reply is the device fetched again, merged into the list (SPEC §4). */
function RenameModal({ device, onClose }: { device: DeviceInfo | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<DeviceInfo | null>(null);
  if (device && device !== editing) {
    setEditing(device);
    setName(device.name);
  }
  const update = useUpdateDevice();

  async function onSave() {
    if (!editing) return;
    try {
      await update.mutateAsync({ id: editing.id, name: name.trim() });
      Toast.show({ icon: 'success', content: t.done.rename });
      onClose();
    } catch {
      // Toasted by the request client; the modal stays open.
    }
  }

  return (
    <Modal
      open={device !== null}
      title={t.renameTitle}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={update.isPending}
      onOk={() => void onSave()}
      onCancel={onClose}
    >
      <Input
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={NAME_MAX}
        showCount
        allowClear
        placeholder={t.renamePlaceholder}
        onPressEnter={() => void onSave()}
        autoFocus
      />
    </Modal>
  );
}
