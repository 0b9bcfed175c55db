import { Button, Form, Input, List, Selector } from 'antd-mobile';
import { PhoneSheet } from '@/components/phone-sheet';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { formatFromNow } from '@/lib/format';
import { deviceText } from '@/locales/zh-CN/device';
import { manageText } from '@/locales/zh-CN/manage';
import { useMemberDevice } from '../api/get-member-device';
import { useDeviceEdit } from '../hooks/use-device-edit';
import {
  DEVICE_NAME_MAX,
  deviceEditValues,
  ISP_OPTIONS,
  type DeviceEditValues,
  type IspChoice,
} from '../lib/device-edit';
import type { DeviceInfo, DeviceRow } from '../types';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';

const t = manageText.deviceEdit;

type DeviceEditSheetProps = { row: DeviceRow | null; onClose: () => void };

/** 编辑 of a device on a phone: its name and ISP; the saved device is merged into the list. */
export function DeviceEditSheet({ row, onClose }: DeviceEditSheetProps) {
  return (
    <PhoneSheet
      open={row}
      title={t.title}
      closeText={manageText.common.cancel}
      onClose={onClose}
      className={phoneList.sheet}
    >
      {(shown) => <EditBody row={shown} onDone={onClose} />}
    </PhoneSheet>
  );
}

function EditBody({ row, onDone }: { row: DeviceRow; onDone: () => void }) {
  // The device as the server has it now (another operator screen may have renamed it).
  const info = useMemberDevice(row.id);
  if (info.isError) {
    return <LoadError error={info.error} retrying={info.isFetching} onRetry={() => void info.refetch()} />;
  }
  if (!info.data) return <LoadingSkeleton lines={5} />;
  return <EditForm device={info.data} onDone={onDone} />;
}

function EditForm({ device, onDone }: { device: DeviceInfo; onDone: () => void }) {
  const edit = useDeviceEdit(device, onDone);

  return (
    <>
      <List>
        <List.Item extra={<span className={styles.mono}>{device.sn}</span>}>{t.sn}</List.Item>
        <List.Item extra={device.member_name || device.member_mobile || EMPTY_VALUE}>{t.member}</List.Item>
        <List.Item extra={device.room_info || manageText.device.uninstalled}>{t.room}</List.Item>
        <List.Item extra={formatFromNow(device.last_report_at, deviceText.neverReported)}>
          {t.lastReport}
        </List.Item>
      </List>
      <Form
        layout="vertical"
        initialValues={deviceEditValues(device)}
        onFinish={(values: DeviceEditValues) => void edit.save(values)}
        footer={
          <Button block type="submit" color="primary" loading={edit.saving}>
            {manageText.common.save}
          </Button>
        }
      >
        <Form.Item name="name" label={t.name} rules={[{ max: DEVICE_NAME_MAX, message: t.nameMax }]}>
          <Input placeholder={t.namePlaceholder} maxLength={DEVICE_NAME_MAX} clearable />
        </Form.Item>
        <Form.Item name="isp" label={t.isp}>
          <IspChoiceField />
        </Form.Item>
      </Form>
    </>
  );
}

function IspChoiceField({ value, onChange }: { value?: IspChoice; onChange?: (value: IspChoice) => void }) {
  return (
    <Selector<IspChoice>
      columns={4}
      value={value ? [value] : []}
      onChange={(values) => values[0] && onChange?.(values[0])}
      options={[...ISP_OPTIONS]}
    />
  );
}
