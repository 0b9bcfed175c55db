import { Button, Dialog, Input, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useRebootDevices } from '../api/reboot';
import { useUpdateDevice } from '../api/update-device';
import { DeviceDetail } from '../components/device-detail';
import type { DeviceInfo, DeviceRow } from '../types';
import styles from './phone.module.css';

const NAME_MAX = 64;

type DetailSheetProps = {
  row: DeviceRow | null;
  showMember: boolean;
  onClose: () => void;
};

/** The device detail as a bottom sheet, with 编辑名称 and 重启. */
export function DetailSheet({ row, showMember, onClose }: DetailSheetProps) {
  const [shown, setShown] = useState(row);
  if (row && row !== shown) setShown(row);
  const [renaming, setRenaming] = useState<DeviceInfo | null>(null);
  const reboot = useRebootDevices();

  async function onReboot(device: DeviceInfo) {
    const ok = await Dialog.confirm({
      title: t.confirm.reboot.title,
      content: t.confirm.rebootOne(device.sn),
      confirmText: t.confirm.reboot.ok,
      cancelText: t.cancel,
    });
    if (!ok) return;
    try {
      await reboot.mutateAsync({ ids: [device.id] });
      Toast.show({ icon: 'success', content: t.done.reboot });
    } catch {
      // The request client has shown why.
    }
  }

  return (
    <Popup
      visible={row !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={`${styles.sheet} ${styles.detailSheet}`}
    >
      <header className={styles.sheetHead}>
        <span className={styles.sheetTitle}>{t.detailTitle}</span>
        <Button size="small" fill="none" onClick={onClose}>
          {t.close}
        </Button>
      </header>
      <div className={styles.sheetBody}>
        {shown ? (
          <div className={styles.detailBody}>
            <DeviceDetail
              id={shown.id}
              row={shown}
              showMember={showMember}
              renderActions={(device) => (
                <>
                  <Button onClick={() => setRenaming(device)}>{t.rename}</Button>
                  <Button
                    color="primary"
                    fill="outline"
                    loading={reboot.isPending}
                    onClick={() => void onReboot(device)}
                  >
                    {t.rebootOne}
                  </Button>
                </>
              )}
            />
          </div>
        ) : null}
      </div>
      <RenameDialog device={renaming} onClose={() => setRenaming(null)} />
    </Popup>
  );
}

/** 编辑名称: the reply is the device fetched again, merged into the list (SPEC §4). */
function RenameDialog({ device, onClose }: { device: DeviceInfo | null; onClose: () => void }) {
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
      // Toasted by the request client; the dialog stays open to try again.
    }
  }

  return (
    <Dialog
      visible={device !== null}
      title={t.renameTitle}
      onClose={onClose}
      content={
        <Input
          className={styles.renameInput}
          value={name}
          onChange={setName}
          maxLength={NAME_MAX}
          clearable
          placeholder={t.renamePlaceholder}
          onEnterPress={() => void onSave()}
          autoFocus
        />
      }
      actions={[
        [
          { key: 'cancel', text: t.cancel, onClick: onClose },
          { key: 'save', text: t.save, bold: true, disabled: update.isPending, onClick: () => void onSave() },
        ],
      ]}
    />
  );
}
