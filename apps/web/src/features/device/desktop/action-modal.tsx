import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { deviceText as t } from '@/locales/zh-CN/device';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAllocatableMembers } from '../api/get-members';
import { useRoomsUnder } from '@/features/room/api/get-machine-rooms';
import { useDeviceTags } from '../api/get-tags';
import type { ActionKind, DeviceAction, PickerKind } from '../hooks/use-device-actions';

export type OpenAction = { kind: ActionKind; picker: PickerKind; title: string };

type ActionModalProps = {
  open: OpenAction | null;
  count: number;
  pending: boolean;
  onSubmit: (action: DeviceAction) => void;
  onClose: () => void;
};

type Values = { tag?: number; room?: number; cabinet?: number; member?: number };

/** The picker of a bulk action on desktops: a tag, a room and an optional cabinet, or a member. */
export function ActionModal({ open, count, pending, onSubmit, onClose }: ActionModalProps) {
  const [form] = Form.useForm<Values>();
  const picker = open?.picker;
  const tags = useDeviceTags(picker === 'tag');
  const rooms = useRoomsUnder(picker === 'room' ? 0 : null);
  const roomId = Form.useWatch('room', form);
  const cabinets = useRoomsUnder(picker === 'room' && roomId ? roomId : null);
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 300);
  const members = useAllocatableMembers(keyword, picker === 'member');

  function submit(values: Values) {
    if (!open) return;
    if (open.picker === 'tag') {
      const tag = tags.data?.find((x) => x.id === values.tag) ?? null;
      onSubmit({ kind: 'move-tag', tag });
    } else if (open.picker === 'room') {
      const room = rooms.data?.find((x) => x.id === values.room);
      if (!room) return;
      const cabinet = cabinets.data?.find((x) => x.id === values.cabinet) ?? null;
      onSubmit({ kind: open.kind === 'install' ? 'install' : 'move-room', room, cabinet });
    } else {
      const member = members.data?.find((x) => x.id === values.member);
      if (member) onSubmit({ kind: 'fenpei', member });
    }
  }

  const failed =
    (picker === 'tag' && tags.isError) ||
    (picker === 'room' && (rooms.isError || cabinets.isError)) ||
    (picker === 'member' && members.isError);
  const retry = () => {
    if (picker === 'tag') void tags.refetch();
    if (picker === 'room') void (cabinets.isError ? cabinets.refetch() : rooms.refetch());
    if (picker === 'member') void members.refetch();
  };

  return (
    <Modal
      open={open !== null}
      title={open ? `${open.title}（${t.unit(count)}）` : null}
      okText={t.ok}
      cancelText={t.cancel}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setTyped('')}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false} requiredMark={false}>
        {picker === 'tag' ? (
          <Form.Item name="tag" label={t.tagLabel} rules={[{ required: true, message: t.required.tag }]}>
            <Select
              loading={tags.isPending}
              placeholder={t.required.tag}
              options={[
                { value: 0, label: `${t.clearTag}（${t.clearTagHint}）` },
                ...(tags.data ?? []).map((tag) => ({
                  value: tag.id,
                  label: `${tag.name}（${t.tagDevices(tag.device_count)}）`,
                })),
              ]}
            />
          </Form.Item>
        ) : null}
        {picker === 'room' ? (
          <>
            <Form.Item name="room" label={t.roomLabel} rules={[{ required: true, message: t.required.room }]}>
              <Select
                loading={rooms.isPending}
                placeholder={t.pickRoom}
                notFoundContent={t.pickerEmpty.rooms}
                showSearch={{ optionFilterProp: 'label' }}
                options={(rooms.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
                onChange={() => form.setFieldValue('cabinet', undefined)}
              />
            </Form.Item>
            <Form.Item name="cabinet" label={t.cabinetLabel}>
              <Select
                allowClear
                disabled={!roomId}
                loading={cabinets.isFetching}
                placeholder={t.noCabinet}
                notFoundContent={t.pickerEmpty.cabinets}
                options={(cabinets.data ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.name}（${t.cabinetDevices(c.device_count)}）`,
                }))}
              />
            </Form.Item>
          </>
        ) : null}
        {picker === 'member' ? (
          <Form.Item
            name="member"
            label={t.memberLabel}
            rules={[{ required: true, message: t.required.member }]}
          >
            <Select
              loading={members.isFetching}
              placeholder={t.memberSearch}
              notFoundContent={t.pickerEmpty.members}
              showSearch={{ filterOption: false, onSearch: setTyped }}
              options={(members.data ?? []).map((m) => ({
                value: m.id,
                label: `${m.nickname || m.mobile}（${m.mobile} · ${t.memberDevices(m.device_count)}）`,
              }))}
            />
          </Form.Item>
        ) : null}
      </Form>
      {failed ? (
        <Alert
          type="warning"
          showIcon
          title={t.pickerFailed}
          action={<Typography.Link onClick={retry}>{t.retry}</Typography.Link>}
        />
      ) : null}
    </Modal>
  );
}
