import { ROOM_LIMITS } from '@nodebao/contract/field-rules';
import { Form, Input, Modal } from 'antd';
import { roomText } from '@/locales/zh-CN/room';
import { useSaveCabinet } from '../hooks/use-save-cabinet';
import { cabinetNameRules, remarkRules, type CabinetFormValues } from '../lib/room-form';
import type { Room } from '../types';

const t = roomText.cabinet;

export type CabinetModalMode = { kind: 'add' } | { kind: 'edit'; cabinet: Room };

type CabinetModalProps = { open: CabinetModalMode | null; roomId: number; onClose: () => void };

/** The cabinet form (name, remark) in a dialog: adding one to the room, or editing one. */
export function CabinetModal({ open, roomId, onClose }: CabinetModalProps) {
  const [form] = Form.useForm<CabinetFormValues>();
  const { submit, pending } = useSaveCabinet();

  async function onFinish(values: CabinetFormValues) {
    if (!open) return;
    const target = open.kind === 'add' ? { pid: roomId } : { id: open.cabinet.id };
    if (await submit(values, target)) onClose();
  }

  const initial: CabinetFormValues =
    open?.kind === 'edit'
      ? { name: open.cabinet.name, remark: open.cabinet.remark }
      : { name: '', remark: '' };
  return (
    <Modal
      open={open !== null}
      title={open?.kind === 'edit' ? t.editTitle : t.addTitle}
      okText={open?.kind === 'edit' ? t.save : t.add}
      cancelText={roomText.cancel}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initial}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item name="name" label={t.name} rules={cabinetNameRules}>
          <Input placeholder={t.namePlaceholder} maxLength={ROOM_LIMITS.nameMax} autoFocus />
        </Form.Item>
        <Form.Item name="remark" label={t.remark} rules={remarkRules}>
          <Input.TextArea
            placeholder={t.remarkPlaceholder}
            maxLength={ROOM_LIMITS.remarkMax}
            autoSize={{ minRows: 2, maxRows: 6 }}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
