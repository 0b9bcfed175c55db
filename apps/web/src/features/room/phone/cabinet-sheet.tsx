import { ROOM_LIMITS } from '@nodebao/contract/field-rules';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { PhoneSheet } from '@/components/phone-sheet';
import { roomText } from '@/locales/zh-CN/room';
import { useSaveCabinet } from '../hooks/use-save-cabinet';
import { cabinetNameRules, remarkRules, type CabinetFormValues } from '../lib/room-form';
import type { Room } from '../types';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';

const t = roomText.cabinet;

/** Adding a cabinet to the room, or editing one. */
export type CabinetSheetMode = { kind: 'add' } | { kind: 'edit'; cabinet: Room };

type CabinetSheetProps = { open: CabinetSheetMode | null; roomId: number; onClose: () => void };

/** The bottom sheet with the cabinet form (name, remark). */
export function CabinetSheet({ open, roomId, onClose }: CabinetSheetProps) {
  return (
    <PhoneSheet
      open={open}
      title={(shown) => (shown.kind === 'add' ? t.addTitle : t.editTitle)}
      closeText={roomText.cancel}
      onClose={onClose}
      className={phoneList.sheet}
    >
      {(shown) => (
        <CabinetForm
          key={shown.kind === 'add' ? 'add' : shown.cabinet.id}
          mode={shown}
          roomId={roomId}
          onDone={onClose}
        />
      )}
    </PhoneSheet>
  );
}

function CabinetForm({
  mode,
  roomId,
  onDone,
}: {
  mode: CabinetSheetMode;
  roomId: number;
  onDone: () => void;
}) {
  const { submit, pending } = useSaveCabinet();
  const initial: CabinetFormValues =
    mode.kind === 'add' ? { name: '', remark: '' } : { name: mode.cabinet.name, remark: mode.cabinet.remark };

  async function onFinish(values: CabinetFormValues) {
    const target = mode.kind === 'add' ? { pid: roomId } : { id: mode.cabinet.id };
    if (await submit(values, target)) onDone();
  }

  return (
    <Form
      layout="vertical"
      className={styles.sheetForm}
      initialValues={initial}
      onFinish={(values: CabinetFormValues) => void onFinish(values)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={pending}>
          {mode.kind === 'add' ? t.add : t.save}
        </Button>
      }
    >
      <Form.Item name="name" label={t.name} rules={cabinetNameRules}>
        <Input placeholder={t.namePlaceholder} maxLength={ROOM_LIMITS.nameMax} clearable autoFocus />
      </Form.Item>
      <Form.Item name="remark" label={t.remark} rules={remarkRules}>
        <TextArea placeholder={t.remarkPlaceholder} maxLength={ROOM_LIMITS.remarkMax} rows={2} autoSize />
      </Form.Item>
    </Form>
  );
}
