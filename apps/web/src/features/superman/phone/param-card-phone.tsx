import { Button, Form, Tag } from 'antd-mobile';
import { supermanText } from '@/locales/zh-CN/superman';
import { useParamCard, type ParamCardProps } from '../hooks/use-param-card';
import { unitOf, type FormValues } from '../lib/params';
import { FieldInput } from './field-input';
import styles from './params.module.css';

const t = supermanText.params;

/** One group of parameters with its own 保存: checked whole by the contract, confirmed when it is money. */
export function ParamCardPhone({ groupKey, initial }: ParamCardProps) {
  const [form] = Form.useForm<FormValues>();
  const card = useParamCard({ groupKey, initial, form });
  const { title, fields, state, status } = card;

  return (
    <section className={styles.card} aria-label={title}>
      <header className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{title}</h3>
        {status ? (
          <Tag color={status.color} fill="outline">
            {status.text}
          </Tag>
        ) : null}
      </header>
      <p className={styles.hint}>{t.hints[groupKey]}</p>
      <Form
        form={form}
        layout="horizontal"
        initialValues={initial}
        onValuesChange={(_, all: FormValues) => card.onValuesChange(all)}
        onFinish={card.onFinish}
        footer={
          <div className={styles.cardActions}>
            {state === 'dirty' ? <Button onClick={card.undo}>{t.undo}</Button> : null}
            <Button type="submit" color="primary" loading={card.saving} disabled={state !== 'dirty'}>
              {t.save}
            </Button>
          </div>
        }
      >
        {fields.map((spec) => (
          <Form.Item
            key={spec.name}
            {...card.item(spec)}
            extra={unitOf(spec) ? <span className={styles.unit}>{unitOf(spec)}</span> : undefined}
          >
            <FieldInput spec={spec} />
          </Form.Item>
        ))}
      </Form>
    </section>
  );
}
