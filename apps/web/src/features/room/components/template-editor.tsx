import { TEMPLATE_LIMITS } from '@nodebao/contract/field-rules';
import { Form, Input, Stepper, Toast } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { templateText as t } from '@/locales/zh-CN/template';
import { useRoomOptions } from '../api/get-room-options';
import { saveTemplate } from '../api/save-template';
import {
  formValuesOf,
  limitRules,
  lineCountRules,
  nameRules,
  NEW_TEMPLATE,
  roomsUsing,
  toTemplateRequest,
  type TemplateFormValues,
} from '../lib/template-form';
import type { BusinessType, CacheDiskPolicy, DialMode, Template } from '../types';
import { MbpsItem } from './mbps-item';
import { RoomChecklist } from './room-checklist';
import { SingleSelector } from './single-selector';
import formPage from '@/components/form-page.module.css';
import styles from './template.module.css';
import { SubmitForm } from '@/components/submit-form';

const DIAL_MODES: DialMode[] = ['pppoe', 'static', 'dhcp'];
const BUSINESS_TYPES: BusinessType[] = ['pcdn', 'vod', 'live', 'download'];
const CACHE_POLICIES: CacheDiskPolicy[] = ['auto', 'all', 'ssd', 'none'];

/**
 * The template form: new (`template` null) or editing one. Saving goes back to the list, which the
 * save refreshed. Rooms already using an edited template are sent again so their boxes get the edit.
 */
export function TemplateEditor({ template }: { template: Template | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<TemplateFormValues>();
  const rooms = useRoomOptions();
  const save = saveTemplate.use();
  const picked = Form.useWatch('room_ids', form) ?? [];

  const roomList = useMemo(() => rooms.data ?? [], [rooms.data]);
  const inUse = useMemo(() => roomsUsing(roomList, template?.id ?? null), [roomList, template]);
  const switching = roomList.some((r) => r.template_id !== null && r.template_id !== template?.id);
  // Editing without knowing the rooms in use would leave their boxes on the old settings.
  const roomsMissing = template !== null && !rooms.isSuccess;

  async function onFinish(values: TemplateFormValues) {
    const body = toTemplateRequest(values, { id: template?.id, roomsInUse: inUse });
    let queued: number;
    try {
      queued = (await save.mutateAsync(body)).queued_commands;
    } catch {
      return; // the request client has shown the reason; the form keeps what was typed
    }
    Toast.show({ icon: 'success', content: queued > 0 ? t.savedQueued(queued) : t.saved });
    void navigate('/device/template');
  }

  const selectedCount = new Set([...inUse, ...picked]).size;
  return (
    <SubmitForm
      form={form}
      layout="vertical"
      className={formPage.form}
      initialValues={template ? formValuesOf(template) : NEW_TEMPLATE}
      onFinish={(values) => void onFinish(values)}
      submitText={template ? t.save : t.create}
      pending={save.isPending}
      disabled={roomsMissing}
    >
      <Form.Item name="name" label={t.fields.name} rules={nameRules}>
        <Input placeholder={t.namePlaceholder} maxLength={TEMPLATE_LIMITS.nameMax} clearable />
      </Form.Item>
      <Form.Item name="dial_mode" label={t.fields.dialMode}>
        <SingleSelector<DialMode>
          className={styles.compactSelector}
          columns={3}
          options={DIAL_MODES.map((value) => ({ value, label: t.dialMode[value] }))}
        />
      </Form.Item>
      <Form.Item
        name="line_count"
        label={t.fields.lineCount}
        rules={lineCountRules}
        description={t.lineCountHint}
      >
        <Stepper min={1} max={TEMPLATE_LIMITS.lineCountMax} digits={0} />
      </Form.Item>
      <MbpsItem
        name="up_limit_mbps"
        label={t.fields.upLimit}
        rules={limitRules}
        placeholder={t.limitPlaceholder}
        unit={t.unit}
        description={t.limitHint}
      />
      <MbpsItem
        name="down_limit_mbps"
        label={t.fields.downLimit}
        rules={limitRules}
        placeholder={t.limitPlaceholder}
        unit={t.unit}
      />
      <Form.Item name="business_type" label={t.fields.businessType}>
        <SingleSelector<BusinessType>
          columns={2}
          options={BUSINESS_TYPES.map((value) => ({ value, label: t.businessType[value] }))}
        />
      </Form.Item>
      <Form.Item name="cache_disk_policy" label={t.fields.cachePolicy}>
        <SingleSelector<CacheDiskPolicy>
          columns={2}
          options={CACHE_POLICIES.map((value) => ({
            value,
            label: t.cachePolicy[value],
            description: t.cachePolicyHint[value],
          }))}
        />
      </Form.Item>
      <Form.Item
        name="room_ids"
        label={t.fields.rooms}
        description={selectedCount > 0 ? t.rooms.selected(selectedCount) : undefined}
      >
        <RoomChecklist
          rooms={roomList}
          inUse={inUse}
          pending={rooms.isPending}
          failed={rooms.isError}
          retrying={rooms.isFetching}
          onRetry={() => void rooms.refetch()}
          note={
            <div className={styles.note}>
              <p>{t.rooms.note}</p>
              {inUse.length > 0 ? <p>{t.rooms.noteInUse}</p> : null}
              {switching ? <p>{t.rooms.switchHint}</p> : null}
            </div>
          }
        />
      </Form.Item>
    </SubmitForm>
  );
}
