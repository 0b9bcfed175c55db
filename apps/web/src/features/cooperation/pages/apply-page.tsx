import { COOP_LINES } from '@nodebao/contract/labels';
import { coopApplyBody } from '@nodebao/contract/schemas';
import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { AreaField, areaRule } from '@/components/area-field';
import { useFeedback } from '@/lib/feedback';
import { checkRule, zodRule } from '@/lib/form-rule';
import { cooperationText } from '@/locales/zh-CN/cooperation';
import { coopApply } from '../api/apply';
import styles from '@/components/card-page.module.css';
import { SubmitForm } from '@/components/submit-form';
import { ContactFields } from '@/components/contact-fields';

const t = cooperationText.apply;
const field = coopApplyBody.shape;

type Values = {
  room_name: string;
  area: string[];
  line: string[];
  bandwidth_gbps: string;
  ip_range: string;
  server_count: string;
  contact_name: string;
  contact_mobile: string;
  remark?: string;
};

/** /server/apply, phone and desktop (one view): the application form, checked by the contract's rules. */
export default function ApplyPage() {
  const [form] = Form.useForm<Values>();
  const apply = coopApply.use();
  const feedback = useFeedback();
  const navigate = useNavigate();

  async function onFinish(v: Values) {
    try {
      await apply.mutateAsync(
        coopApplyBody.parse({
          room_name: v.room_name,
          province_code: v.area[0],
          city_code: v.area[1],
          line: v.line[0],
          bandwidth_gbps: v.bandwidth_gbps,
          ip_range: v.ip_range,
          server_count: v.server_count,
          contact_name: v.contact_name,
          contact_mobile: v.contact_mobile,
          remark: v.remark ?? '',
        }),
      );
      feedback.success(t.submitted);
      void navigate('/server/index');
    } catch {
      // A refusal (the range is taken, applied twice) was shown by the request client.
    }
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t.title}>
        <SubmitForm
          form={form}
          layout="vertical"
          initialValues={{ area: [], line: [] }}
          onFinish={(v) => void onFinish(v)}
          submitText={t.submit}
          pending={apply.isPending}
        >
          <Form.Header>{t.title}</Form.Header>
          <Form.Item name="room_name" label={t.room_name} rules={[zodRule(field.room_name)]}>
            <Input placeholder={t.room_namePlaceholder} maxLength={40} clearable />
          </Form.Item>
          <Form.Item name="area" label={t.area} rules={[areaRule(2, t.areaRequired)]}>
            <AreaField levels={2} />
          </Form.Item>
          <Form.Item
            name="line"
            label={t.line}
            rules={[checkRule((v: string[] | undefined) => (v?.length ? undefined : '请选择线路类型'))]}
          >
            <Selector columns={3} options={COOP_LINES.map((l) => ({ label: l, value: l }))} />
          </Form.Item>
          <Form.Item name="bandwidth_gbps" label={t.bandwidth_gbps} rules={[zodRule(field.bandwidth_gbps)]}>
            <Input inputMode="numeric" placeholder="100" maxLength={6} />
          </Form.Item>
          <Form.Item
            name="ip_range"
            label={t.ip_range}
            rules={[zodRule(field.ip_range)]}
            help={t.ip_rangeHint}
          >
            <Input placeholder={t.ip_rangePlaceholder} maxLength={18} autoComplete="off" />
          </Form.Item>
          <Form.Item name="server_count" label={t.server_count} rules={[zodRule(field.server_count)]}>
            <Input inputMode="numeric" placeholder="10" maxLength={4} />
          </Form.Item>
          <ContactFields fields={field} labels={t} />
          <Form.Item name="remark" label={t.remark} rules={[zodRule(field.remark)]}>
            <TextArea placeholder={t.remarkPlaceholder} maxLength={200} rows={2} autoSize />
          </Form.Item>
        </SubmitForm>
      </section>
    </div>
  );
}
