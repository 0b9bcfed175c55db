import type { ParamSaveBody } from '@nodebao/contract';
import { Button, Dialog, Form, Tag, Toast } from 'antd-mobile';
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
import { FieldInput } from './field-input';
import styles from './params.module.css';

const t = supermanText.params;
const c = supermanText.common;

type SaveState = 'clean' | 'dirty' | 'saved';

const UNITS = { yuan: t.units.yuan, percent: t.units.percent, fen: t.units.ispPrice, text: undefined };

type ParamCardProps = { groupKey: ParamKey; initial: FormValues };

/** One group of parameters with its own 保存: checked whole by the contract, confirmed when it is money. */
export function ParamCardPhone({ groupKey, initial }: ParamCardProps) {
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
      Toast.show({ icon: 'success', content: `${title}${t.saved}` });
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

  async function onFinish(values: FormValues) {
    const checked = checkParam(groupKey, values);
    if (!checked.ok) return form.setFields(errorFields(checked.errors));
    if (needsConfirm(groupKey)) {
      const ok = await Dialog.confirm({
        title: t.confirmTitle(title),
        content: (
          <>
            <p className={styles.summary}>{paramSummary(checked.body)}</p>
            <p className={styles.muted}>{t.confirmNote}</p>
          </>
        ),
        confirmText: t.confirmOk,
        cancelText: c.cancel,
      });
      if (!ok) return;
    }
    await send(checked.body);
  }

  return (
    <section className={styles.card} aria-label={title}>
      <header className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{title}</h3>
        {state === 'dirty' ? (
          <Tag color="warning" fill="outline">
            {t.unsaved}
          </Tag>
        ) : state === 'saved' ? (
          <Tag color="success" fill="outline">
            {t.saved}
          </Tag>
        ) : null}
      </header>
      <p className={styles.hint}>{t.hints[groupKey]}</p>
      <Form
        form={form}
        layout="horizontal"
        initialValues={initial}
        onValuesChange={(_, all: FormValues) => setState(sameValues(all, initial) ? 'clean' : 'dirty')}
        onFinish={(values: FormValues) => void onFinish(values)}
        footer={
          <div className={styles.cardActions}>
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
            <Button type="submit" color="primary" loading={save.isPending} disabled={state !== 'dirty'}>
              {t.save}
            </Button>
          </div>
        }
      >
        {fields.map((spec) => (
          <Form.Item
            key={spec.name}
            name={spec.name}
            label={t.fields[spec.name as keyof typeof t.fields]}
            required={spec.name !== 'note'}
            extra={UNITS[spec.kind] ? <span className={styles.unit}>{UNITS[spec.kind]}</span> : undefined}
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
            <FieldInput spec={spec} />
          </Form.Item>
        ))}
      </Form>
    </section>
  );
}
