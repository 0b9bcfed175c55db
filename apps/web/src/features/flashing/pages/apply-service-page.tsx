import { flashApplyBody, flashModelSchema } from '@nodebao/contract/schemas';
import { Checkbox, Form, Input, Picker, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AreaField, areaRule } from '@/components/area-field';
import { ListState } from '@/components/list-state';
import { getDevices, initialDeviceRequest, type DevicePage } from '@/features/device/api/get-devices';
import { useDeviceTypes } from '@/lib/device-types';
import { useFeedback } from '@/lib/feedback';
import { flashApply } from '../api/apply';
import { checkRule, zodRule } from '@/lib/form-rule';
import { rowId, usePagedList } from '@/lib/list/paged-list';
import { flashingText } from '@/locales/zh-CN/flashing';
import { LoadMore } from '@/components/load-more';
import styles from '@/components/card-page.module.css';
import own from '../flashing.module.css';
import { SubmitForm } from '@/components/submit-form';
import { ContactFields } from '@/components/contact-fields';

const t = flashingText.apply;
const field = flashApplyBody.shape;
const modelField = flashModelSchema.shape;
const PICK_PAGE = 20;
type DeviceRow = DevicePage['list'][number];

type ModelValues = {
  device_type_id?: number[];
  soc?: string;
  board_revision?: string;
  storage_gb?: string;
  firmware?: string;
  quantity?: string;
};
type Values = {
  models: ModelValues[];
  contact_name: string;
  contact_mobile: string;
  area: string[];
  address: string;
  note?: string;
  consent: boolean;
};

/**
 * /activity/apply-service, phone and desktop (one view): boxes of my fleet picked from a paged list
 * and/or boxes declared by model, the return address, and the consent to the brick risk.
 */
export default function ApplyServicePage() {
  const [form] = Form.useForm<Values>();
  const [picked, setPicked] = useState<number[]>([]);
  const devices = usePagedList<DeviceRow, DevicePage>({
    queryKey: ['flashing', 'pick-devices'],
    fetchPage: (page, signal) => getDevices({ ...initialDeviceRequest, limit: PICK_PAGE }, page, signal),
    keyOf: rowId,
  });
  const types = useDeviceTypes();
  const apply = flashApply.use();
  const feedback = useFeedback();
  const navigate = useNavigate();

  async function onFinish(v: Values) {
    const body = flashApplyBody.safeParse({
      device_ids: picked,
      models: v.models.map((m) => ({ ...m, device_type_id: m.device_type_id?.[0] })),
      contact_name: v.contact_name,
      contact_mobile: v.contact_mobile,
      province_code: v.area[0],
      city_code: v.area[1],
      district_code: v.area[2],
      address: v.address,
      note: v.note ?? '',
      consent: v.consent === true ? true : undefined,
    });
    if (!body.success) {
      feedback.tell('error', body.error.issues[0]?.message ?? t.nothing);
      return;
    }
    try {
      await apply.mutateAsync(body.data);
      feedback.success(t.submitted);
      void navigate('/activity/service');
    } catch {
      // The request client showed the refusal (a box already sent, a model gone).
    }
  }

  const typeOptions = [(types.data ?? []).map((ty) => ({ label: ty.name, value: ty.id }))];
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t.mine}>
        <h2 className={styles.cardTitle}>{t.mine}</h2>
        <p className={styles.hint}>
          {t.mineHint} · {t.selected(picked.length)}
        </p>
        <ListState
          query={devices}
          empty={devices.list.length === 0}
          emptyTitle={t.mineEmpty}
          skeletonLines={3}
        >
          <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])}>
            <ul className={`${styles.rows} ${own.picker}`}>
              {devices.list.map((d) => (
                <li key={d.id} className={styles.row}>
                  <Checkbox value={d.id}>
                    {d.sn} {d.name ? `· ${d.name}` : ''}
                  </Checkbox>
                </li>
              ))}
            </ul>
          </Checkbox.Group>
          <LoadMore list={devices} />
        </ListState>
      </section>
      <section className={styles.card} aria-label={t.title}>
        <h2 className={styles.cardTitle}>{t.models}</h2>
        <p className={styles.hint}>{t.modelsHint}</p>
        <SubmitForm
          form={form}
          layout="vertical"
          initialValues={{ models: [], area: [], consent: false }}
          onFinish={(v) => void onFinish(v)}
          submitText={t.submit}
          pending={apply.isPending}
        >
          <Form.Array
            name="models"
            onAdd={(operation) => operation.add({ quantity: '1' })}
            renderAdd={() => <span>{t.addModel}</span>}
            renderHeader={({ index }, { remove }) => (
              <span className={styles.actions}>
                #{index + 1}
                <a onClick={() => remove(index)}>{t.removeModel}</a>
              </span>
            )}
          >
            {(fields) =>
              fields.map(({ index }) => (
                <div key={index} className={own.models}>
                  <Form.Item
                    name={[index, 'device_type_id']}
                    label={t.type}
                    trigger="onConfirm"
                    onClick={(_, ref) => (ref.current as { open?: () => void } | null)?.open?.()}
                    rules={[
                      checkRule((v: number[] | undefined) => (v?.length ? undefined : t.typePlaceholder)),
                    ]}
                  >
                    <Picker columns={typeOptions}>
                      {(items) =>
                        items[0]?.label ?? <span className={styles.label}>{t.typePlaceholder}</span>
                      }
                    </Picker>
                  </Form.Item>
                  <Form.Item name={[index, 'soc']} label={t.soc} rules={[zodRule(modelField.soc)]}>
                    <Input placeholder={t.socPlaceholder} maxLength={32} />
                  </Form.Item>
                  <Form.Item
                    name={[index, 'board_revision']}
                    label={t.board_revision}
                    rules={[zodRule(modelField.board_revision)]}
                  >
                    <Input maxLength={32} />
                  </Form.Item>
                  <Form.Item
                    name={[index, 'storage_gb']}
                    label={t.storage_gb}
                    rules={[zodRule(modelField.storage_gb)]}
                  >
                    <Input inputMode="numeric" maxLength={4} />
                  </Form.Item>
                  <Form.Item
                    name={[index, 'firmware']}
                    label={t.firmware}
                    rules={[zodRule(modelField.firmware)]}
                  >
                    <Input maxLength={64} />
                  </Form.Item>
                  <Form.Item
                    name={[index, 'quantity']}
                    label={t.quantity}
                    rules={[zodRule(modelField.quantity)]}
                  >
                    <Input inputMode="numeric" maxLength={3} />
                  </Form.Item>
                </div>
              ))
            }
          </Form.Array>
          <Form.Header>{t.title}</Form.Header>
          <ContactFields fields={field} labels={t} />
          <Form.Item name="area" label={t.area} rules={[areaRule(3, t.areaRequired)]}>
            <AreaField />
          </Form.Item>
          <Form.Item name="address" label={t.address} rules={[zodRule(field.address)]}>
            <Input placeholder={t.addressPlaceholder} maxLength={120} clearable />
          </Form.Item>
          <Form.Item name="note" label={t.note} rules={[zodRule(field.note)]}>
            <TextArea maxLength={200} rows={2} autoSize />
          </Form.Item>
          <Form.Item
            name="consent"
            valuePropName="checked"
            rules={[checkRule((v: boolean | undefined) => (v ? undefined : '请确认已了解刷机风险'))]}
          >
            <Checkbox>{t.consent}</Checkbox>
          </Form.Item>
        </SubmitForm>
      </section>
    </div>
  );
}
