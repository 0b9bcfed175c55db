import { MAX_CODES_PER_ORDER } from '@nodebao/contract/field-rules';
import { formatYuan } from '@nodebao/contract/money';
import { Alert, App, Button, Descriptions, Form, Input, InputNumber, Result, Select, Typography } from 'antd';
import { useState } from 'react';
import { AntdScope } from '@/app/antd-scope';
import { copyText } from '@/components/copy-text';
import { supermanText } from '@/locales/zh-CN/superman';
import type { GiveCodeResult } from '../api/give-code';
import { useGiveCodeForm } from '../hooks/use-give-code-form';
import { codesText, giveCodeRule as rule, resultMember, type GiveCodeValues } from '../lib/give-code';
import styles from './desktop.module.css';

const t = supermanText.giveCode;
const c = supermanText.common;

/** /superman/add-code on desktops: the grant form, then the codes it issued. */
export default function AddCodeDesktop() {
  return (
    <AntdScope>
      <AddCode />
    </AntdScope>
  );
}

function AddCode() {
  const { message } = App.useApp();
  const [form] = Form.useForm<GiveCodeValues>();
  const [result, setResult] = useState<GiveCodeResult | null>(null);
  const { types, giving, onFinish } = useGiveCodeForm({
    form,
    onDone: setResult,
  });

  async function onCopy(codes: string[]) {
    const ok = await copyText(codesText(codes));
    if (ok) void message.success(t.copiedAll(codes.length));
    else void message.error(t.copyFailed);
  }

  return (
    <div className={styles.formView}>
      {result ? (
        <Result
          status="success"
          title={t.resultTitle}
          subTitle={t.done(result.codes.length)}
          extra={
            <div className={styles.resultBody}>
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t.resultMember}>{resultMember(result)}</Descriptions.Item>
                <Descriptions.Item label={t.resultType}>{result.device_type_name}</Descriptions.Item>
                <Descriptions.Item label={t.resultCount}>{t.count(result.codes.length)}</Descriptions.Item>
              </Descriptions>
              <pre className={styles.codes} aria-label={t.resultCodes}>
                {codesText(result.codes)}
              </pre>
              <div className={styles.resultActions}>
                <Button type="primary" onClick={() => void onCopy(result.codes)}>
                  {t.copyAll}
                </Button>
                <Button onClick={() => setResult(null)}>{t.again}</Button>
              </div>
            </div>
          }
        />
      ) : null}
      {/* The form stays mounted under the result, so 继续发放 keeps the member and type. */}
      <div hidden={result !== null}>
        <Alert className={styles.intro} type="info" showIcon message={t.intro} />
        <Form<GiveCodeValues>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          initialValues={{ quantity: 1, note: '' }}
          onFinish={onFinish}
        >
          <Form.Item name="mobile" label={t.mobile} rules={[rule('mobile')]} required>
            <Input maxLength={11} placeholder={t.mobilePlaceholder} allowClear autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="device_type_id"
            label={t.deviceType}
            rules={[rule('device_type_id')]}
            required
            help={
              types.isError ? (
                <Typography.Link onClick={() => void types.refetch()}>{t.deviceTypesFailed}</Typography.Link>
              ) : undefined
            }
          >
            <Select<number>
              placeholder={t.deviceTypePlaceholder}
              loading={types.isPending || types.isFetching}
              notFoundContent={types.isPending ? t.deviceTypesLoading : t.deviceTypesEmpty}
              options={(types.data ?? []).map((d) => ({
                value: d.id,
                label: `${d.name}（${c.yuan(formatYuan(d.code_price_fen))}）`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={t.quantity}
            rules={[rule('quantity')]}
            required
            extra={t.quantityHint(MAX_CODES_PER_ORDER)}
          >
            <InputNumber min={1} max={MAX_CODES_PER_ORDER} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="note" label={t.note} rules={[rule('note')]}>
            <Input.TextArea
              placeholder={t.notePlaceholder}
              maxLength={200}
              showCount
              autoSize={{ minRows: 2 }}
            />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={giving}>
              {t.submit}
            </Button>
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}
