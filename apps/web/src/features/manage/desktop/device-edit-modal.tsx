import { Descriptions, Form, Input, Modal, Button, Select, Skeleton } from 'antd';
import { useLastOpened } from '@/components/use-last-opened';
import { formatFromNow } from '@/lib/format';
import { deviceText } from '@/locales/zh-CN/device';
import { manageText } from '@/locales/zh-CN/manage';
import { useMemberDevice } from '../api/get-member-device';
import { useDeviceEdit } from '../hooks/use-device-edit';
import { DEVICE_NAME_MAX, deviceEditValues, ISP_OPTIONS, type DeviceEditValues } from '../lib/device-edit';
import type { DeviceInfo, DeviceRow } from '../types';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import { LoadFailedResult } from '@/components/desktop-list';

const t = manageText.deviceEdit;

type DeviceEditModalProps = { row: DeviceRow | null; onClose: () => void };

/** 编辑 of a device on desktops: name and ISP; the device fetched again replaces its row. */
export function DeviceEditModal({ row, onClose }: DeviceEditModalProps) {
  const shown = useLastOpened(row);
  return (
    <Modal open={row !== null} title={t.title} footer={null} onCancel={onClose} destroyOnHidden>
      {shown ? <EditBody row={shown} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditBody({ row, onDone }: { row: DeviceRow; onDone: () => void }) {
  const info = useMemberDevice(row.id);
  if (info.isError) {
    return <LoadFailedResult query={info} title={t.loadFailed} />;
  }
  if (!info.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  return <EditForm device={info.data} onDone={onDone} />;
}

function EditForm({ device, onDone }: { device: DeviceInfo; onDone: () => void }) {
  const edit = useDeviceEdit(device, onDone);

  return (
    <>
      <Descriptions
        size="small"
        column={2}
        className={styles.descriptions}
        items={[
          { key: 'sn', label: t.sn, children: <span className={table.mono}>{device.sn}</span> },
          {
            key: 'member',
            label: t.member,
            children: device.member_name || device.member_mobile || EMPTY_VALUE,
          },
          { key: 'room', label: t.room, children: device.room_info || manageText.device.uninstalled },
          {
            key: 'report',
            label: t.lastReport,
            children: formatFromNow(device.last_report_at, deviceText.neverReported),
          },
        ]}
      />
      <Form
        layout="vertical"
        initialValues={deviceEditValues(device)}
        onFinish={(v: DeviceEditValues) => void edit.save(v)}
      >
        <Form.Item name="name" label={t.name} rules={[{ max: DEVICE_NAME_MAX, message: t.nameMax }]}>
          <Input placeholder={t.namePlaceholder} maxLength={DEVICE_NAME_MAX} showCount allowClear autoFocus />
        </Form.Item>
        <Form.Item name="isp" label={t.isp}>
          <Select options={[...ISP_OPTIONS]} />
        </Form.Item>
        <div className={styles.modalFoot}>
          <Button onClick={onDone}>{manageText.common.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={edit.saving}>
            {manageText.common.save}
          </Button>
        </div>
      </Form>
    </>
  );
}
