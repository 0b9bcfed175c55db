import { ROOM_LIMITS } from '@nodebao/contract/field-rules';
import { Form, Input, TextArea, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { roomText } from '@/locales/zh-CN/room';
import { saveRoom } from '../api/save-room';
import {
  addressRules,
  bandwidthRules,
  NEW_ROOM,
  remarkRules,
  roomFormValuesOf,
  roomNameRules,
  toRoomRequest,
  type RoomFormValues,
} from '../lib/room-form';
import type { Room } from '../types';
import { AreaField } from '@/components/area-field';
import { IspSelector } from './isp-selector';
import { MbpsItem } from './mbps-item';
import { TemplateField } from './template-field';
import formPage from '@/components/form-page.module.css';
import { SubmitForm } from '@/components/submit-form';

const t = roomText.form;

/** The machine room form: new (`room` null) or editing one; saving goes back to the room list. */
export function RoomEditor({ room }: { room: Room | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<RoomFormValues>();
  const save = saveRoom.use();

  async function onFinish(values: RoomFormValues) {
    try {
      await save.mutateAsync(toRoomRequest(values, room?.id));
    } catch {
      return; // the request client has shown the reason; the form keeps what was typed
    }
    Toast.show({ icon: 'success', content: t.saved });
    void navigate('/manage/room');
  }

  return (
    <SubmitForm
      form={form}
      layout="vertical"
      className={formPage.form}
      initialValues={room ? roomFormValuesOf(room) : NEW_ROOM}
      onFinish={(values) => void onFinish(values)}
      submitText={room ? t.submitEdit : t.submitAdd}
      pending={save.isPending}
    >
      <Form.Item name="name" label={t.name} rules={roomNameRules}>
        <Input placeholder={t.namePlaceholder} maxLength={ROOM_LIMITS.nameMax} clearable />
      </Form.Item>
      <Form.Item name="area" label={t.area}>
        <AreaField />
      </Form.Item>
      <Form.Item name="address" label={t.address} rules={addressRules}>
        <Input placeholder={t.addressPlaceholder} maxLength={ROOM_LIMITS.addressMax} clearable />
      </Form.Item>
      <Form.Item name="isp" label={t.isp}>
        <IspSelector />
      </Form.Item>
      <MbpsItem
        name="bandwidth"
        label={t.bandwidth}
        rules={bandwidthRules}
        placeholder={t.bandwidthPlaceholder}
        unit={t.unit}
        description={t.bandwidthHint}
      />
      <Form.Item name="template_id" label={t.template} description={t.templateHint}>
        <TemplateField currentName={room?.template_name} />
      </Form.Item>
      <Form.Item name="remark" label={t.remark} rules={remarkRules}>
        <TextArea
          placeholder={t.remarkPlaceholder}
          maxLength={ROOM_LIMITS.remarkMax}
          rows={2}
          autoSize
          showCount
        />
      </Form.Item>
    </SubmitForm>
  );
}
