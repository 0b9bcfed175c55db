import type { ParamSaveBody } from '@nodebao/contract';
import { App, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { supermanText } from '@/locales/zh-CN/superman';
import { useSaveParam } from '../api/save-param';
import {
  checkParam,
  errorFields,
  needsConfirm,
  PARAM_FIELDS,
  paramFieldError,
  paramSummary,
  sameValues,
  savedFieldError,
  toFormValues,
  type FormValues,
  type ParamFieldSpec,
  type ParamKey,
} from '../lib/params';
import { fieldInputProps } from './field-input';
import styles from './params.module.css';

const t = supermanText.params;
const c = supermanText.common;

type SaveState = 'clean' | 'dirty' | 'saved';

type ParamCardProps = { groupKey: ParamKey; initial: FormValues };

/** One group of parameters with its own 保存: checked whole by the contract, confirmed when it is money. */
export function ParamCardDesktop({ groupKey, initial }: ParamCardProps) {
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveParam();
  const [state, setState] = useState<SaveState>('clean');
  const fields: readonly ParamFieldSpec[] = PARAM_FIELDS[groupKey];
  const title = t.groups[groupKey];

  async function send(body: ParamSaveBody) {
    try {
      const params = await save.mutateAsync(body);
      form.setFieldsValue(toFormValues(params)[groupKey]);
      setState('saved');
      void message.success(`${title}${t.saved}`);
    } catch (error) {
      // The request client toasted the refusal; a 422 also shows under its field.
      const refused = savedFieldError(
        error,
        fields.map((f) => f.name),
        groupKey,
      );
      if (refused) form.setFields(errorFields({ [refused.field]: refused.message }));
    }
  }

  function onFinish(values: FormValues) {
    const checked = checkParam(groupKey, values);
    if (!checked.ok) return form.setFields(errorFields(checked.errors));
    if (!needsConfirm(groupKey)) return void send(checked.body);
    modal.confirm({
      title: t.confirmTitle(title),
      content: (
        <>
          <p className={styles.summary}>{paramSummary(checked.body)}</p>
          <Typography.Text type="secondary">{t.confirmNote}</Typography.Text>
        </>
      ),
      okText: t.confirmOk,
      cancelText: c.cancel,
      onOk: () => send(checked.body),
    });
  }

  const status =
    state === 'dirty' ? (
      <Tag color="warning">{t.unsaved}</Tag>
    ) : state === 'saved' ? (
      <Tag color="success">{t.saved}</Tag>
    ) : null;

  return (
    <Card title={title} extra={status} size="small" className={styles.card}>
      <Typography.Paragraph type="secondary" className={styles.hint}>
        {t.hints[groupKey]}
      </Typography.Paragraph>
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '104px' }}
        initialValues={initial}
        onValuesChange={(_, all) => setState(sameValues(all, initial) ? 'clean' : 'dirty')}
        onFinish={onFinish}
      >
        {fields.map((spec) => (
          <Form.Item
            key={spec.name}
            name={spec.name}
            label={t.fields[spec.name as keyof typeof t.fields]}
            required={spec.name !== 'note'}
            dependencies={spec.name === 'max_fen' ? ['min_fen'] : undefined}
            rules={[
              ({ getFieldsValue }) => ({
                validator: () => {
                  const error = paramFieldError(groupKey, spec.name, getFieldsValue(true) as FormValues);
                  return error ? Promise.reject(new Error(error)) : Promise.resolve();
                },
              }),
            ]}
          >
            {spec.name === 'note' ? (
              <Input.TextArea
                placeholder={t.placeholders.note}
                maxLength={spec.maxLength}
                autoSize={{ minRows: 1, maxRows: 4 }}
              />
            ) : (
              <Input {...fieldInputProps(spec)} />
            )}
          </Form.Item>
        ))}
        <Form.Item label=" " colon={false} className={styles.actions}>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={state !== 'dirty'}>
              {t.save}
            </Button>
            {state === 'dirty' ? (
              <Button
                onClick={() => {
                  form.resetFields();
                  setState('clean');
                }}
              >
                {t.undo}
              </Button>
            ) : null}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
