import { MAX_CODES_PER_ORDER } from '@nodebao/contract/field-rules';
import { formatYuan } from '@nodebao/contract/money';
import { Button, DotLoading, Form, Result, Selector, Stepper, TextArea, Toast } from 'antd-mobile';
import { SubmitForm } from '@/components/submit-form';
import { useState } from 'react';
import { copyText } from '@/components/copy-text';
import { MobileInput } from '@/components/mobile-input';
import { RetryButton } from '@/components/retry-button';
import { supermanText } from '@/locales/zh-CN/superman';
import type { DeviceType, useDeviceTypes } from '@/lib/device-types';
import type { GiveCodeResult } from '../api/give-code';
import { useGiveCodeForm } from '../hooks/use-give-code-form';
import { codesText, giveCodeRule as rule, resultMember, type GiveCodeValues } from '../lib/give-code';
import styles from './staff.module.css';

const t = supermanText.giveCode;
const c = supermanText.common;

/** /superman/add-code on phones: the grant form, then the codes it issued. */
export default function AddCodePhone() {
  const [result, setResult] = useState<GiveCodeResult | null>(null);
  return (
    <div className={styles.page}>
      {result ? <GiveCodeResultView result={result} onAgain={() => setResult(null)} /> : null}
      {/* The form stays mounted under the result, so 继续发放 keeps the member and type. */}
      <div hidden={result !== null}>
        <GiveCodeForm onDone={setResult} />
      </div>
    </div>
  );
}

function GiveCodeForm({ onDone }: { onDone: (result: GiveCodeResult) => void }) {
  const [form] = Form.useForm<GiveCodeValues>();
  const { types, giving, onFinish } = useGiveCodeForm({
    form,
    onDone,
  });

  return (
    <>
      <div className={styles.intro}>{t.intro}</div>
      <div className={styles.form}>
        <SubmitForm
          form={form}
          layout="vertical"
          initialValues={{ quantity: 1, note: '' }}
          onFinish={onFinish}
          submitText={t.submit}
          pending={giving}
        >
          <Form.Item name="mobile" label={t.mobile} rules={[rule('mobile')]} required>
            <MobileInput placeholder={t.mobilePlaceholder} autoComplete="off" />
          </Form.Item>
          <Form.Item name="device_type_id" label={t.deviceType} rules={[rule('device_type_id')]} required>
            <DeviceTypeField types={types} />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={t.quantity}
            help={t.quantityHint(MAX_CODES_PER_ORDER)}
            rules={[rule('quantity')]}
            required
          >
            <Stepper min={1} max={MAX_CODES_PER_ORDER} digits={0} />
          </Form.Item>
          <Form.Item name="note" label={t.note} rules={[rule('note')]}>
            <TextArea placeholder={t.notePlaceholder} maxLength={200} showCount rows={2} />
          </Form.Item>
        </SubmitForm>
      </div>
    </>
  );
}

type DeviceTypeFieldProps = {
  types: ReturnType<typeof useDeviceTypes>;
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/** The device types as chips (there are a handful): name and code price. */
function DeviceTypeField({ types, value, onChange }: DeviceTypeFieldProps) {
  if (types.isPending) {
    return (
      <div className={styles.fieldState}>
        <DotLoading color="primary" />
        {t.deviceTypesLoading}
      </div>
    );
  }
  if (types.isError) {
    return <RetryButton query={types}>{t.deviceTypesFailed}</RetryButton>;
  }
  if (types.data.length === 0) return <div className={styles.fieldState}>{t.deviceTypesEmpty}</div>;
  return (
    <Selector<number>
      columns={2}
      options={types.data.map((d: DeviceType) => ({
        label: d.name,
        description: c.yuan(formatYuan(d.code_price_fen)),
        value: d.id,
      }))}
      value={value ? [value] : []}
      onChange={(picked) => onChange?.(picked[0] ?? null)}
    />
  );
}

function GiveCodeResultView({ result, onAgain }: { result: GiveCodeResult; onAgain: () => void }) {
  async function onCopy() {
    const ok = await copyText(codesText(result.codes));
    Toast.show(
      ok ? { icon: 'success', content: t.copiedAll(result.codes.length) } : { content: t.copyFailed },
    );
  }
  return (
    <div className={styles.result}>
      <Result status="success" title={t.resultTitle} description={t.done(result.codes.length)} />
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{t.resultMember}</dt>
          <dd>{resultMember(result)}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t.resultType}</dt>
          <dd>{result.device_type_name}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t.resultCount}</dt>
          <dd>{t.count(result.codes.length)}</dd>
        </div>
      </dl>
      <pre className={styles.codes} aria-label={t.resultCodes}>
        {codesText(result.codes)}
      </pre>
      <div className={styles.resultActions}>
        <Button block color="primary" size="large" onClick={() => void onCopy()}>
          {t.copyAll}
        </Button>
        <Button block size="large" onClick={onAgain}>
          {t.again}
        </Button>
      </div>
    </div>
  );
}
