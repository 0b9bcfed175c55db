import { Alert, Form, Modal, Select, Typography } from 'antd';
import { roomText } from '@/locales/zh-CN/room';
import { moveTargetsOf, useMachineRooms } from '../api/get-machine-rooms';
import { placeOf } from '../lib/area';
import type { Room } from '../types';

const t = roomText.cabinet;

type MoveModalProps = {
  cabinet: Room | null;
  pending: boolean;
  onMove: (cabinet: Room, target: Room) => void;
  onClose: () => void;
};

/** Picks the machine room a cabinet moves to (its owner's other rooms); its devices go with it. */
export function MoveModal({ cabinet, pending, onMove, onClose }: MoveModalProps) {
  const [form] = Form.useForm<{ target?: number }>();
  const rooms = useMachineRooms(cabinet !== null);
  const targets = cabinet && rooms.data ? moveTargetsOf(rooms.data, cabinet) : [];

  function submit({ target }: { target?: number }) {
    const room = targets.find((r) => r.id === target);
    if (cabinet && room) onMove(cabinet, room);
  }

  return (
    <Modal
      open={cabinet !== null}
      title={cabinet ? t.moveTitle(cabinet.name) : null}
      okText={roomText.ok}
      cancelText={roomText.cancel}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.moveHint}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} requiredMark={false} onFinish={submit}>
        <Form.Item name="target" label={t.moveTarget} rules={[{ required: true, message: t.movePick }]}>
          <Select
            loading={rooms.isPending}
            placeholder={t.movePick}
            notFoundContent={rooms.isPending ? null : t.moveNoTargets}
            showSearch={{ optionFilterProp: 'label' }}
            options={targets.map((r) => ({
              value: r.id,
              label: r.name,
              title: [placeOf(r), roomText.cabinets(r.cabinet_count)].filter(Boolean).join(' · '),
            }))}
          />
        </Form.Item>
      </Form>
      {rooms.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t.movePickerFailed}
          action={<Typography.Link onClick={() => void rooms.refetch()}>{roomText.retry}</Typography.Link>}
        />
      ) : null}
    </Modal>
  );
}
