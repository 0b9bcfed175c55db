import { Button, Drawer, Input, Modal } from 'antd';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useDeviceInfo } from '../api/get-device-info';
import { DeviceDetail } from '../components/device-detail';
import { DEVICE_NAME_MAX, useDeviceDetail } from '../hooks/use-device-detail';
import type { DeviceRow } from '../types';

type DetailDrawerProps = { row: DeviceRow | null; showMember: boolean; onClose: () => void };

/** The device detail in a drawer on the right, with 编辑名称 and 重启 in its header. */
export function DetailDrawer({ row, showMember, onClose }: DetailDrawerProps) {
  const detail = useDeviceDetail(row);
  const { shown } = detail;
  const info = useDeviceInfo(row ? row.id : null);

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
            <Button autoInsertSpace={false} onClick={() => info.data && detail.startRename(info.data)}>
              {t.rename}
            </Button>{' '}
            <Button
              type="primary"
              ghost
              autoInsertSpace={false}
              onClick={() => info.data && void detail.rebootOne(info.data)}
            >
              {t.rebootOne}
            </Button>
          </>
        ) : null
      }
    >
      {shown ? <DeviceDetail id={shown.id} row={shown} showMember={showMember} /> : null}
      <Modal
        open={detail.renaming !== null}
        title={t.renameTitle}
        okText={t.save}
        cancelText={t.cancel}
        confirmLoading={detail.savingName}
        onOk={() => void detail.saveName()}
        onCancel={detail.cancelRename}
      >
        <Input
          value={detail.name}
          onChange={(e) => detail.setName(e.target.value)}
          maxLength={DEVICE_NAME_MAX}
          showCount
          allowClear
          placeholder={t.renamePlaceholder}
          onPressEnter={() => void detail.saveName()}
          autoFocus
        />
      </Modal>
    </Drawer>
  );
}
