import { Button, Card, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { supermanText } from '@/locales/zh-CN/superman';
import { useParamCard, type ParamCardProps } from '../hooks/use-param-card';
import type { FormValues } from '../lib/params';
import { fieldInputProps } from './field-input';
import styles from './params.module.css';

const t = supermanText.params;

/** One group of parameters with its own 保存: checked whole by the contract, confirmed when it is money. */
export function ParamCardDesktop({ groupKey, initial }: ParamCardProps) {
  const [form] = Form.useForm<FormValues>();
  const card = useParamCard({ groupKey, initial, form });
  const { title, fields, state, status } = card;

  return (
    <Card
      title={title}
      extra={status ? <Tag color={status.color}>{status.text}</Tag> : null}
      size="small"
      className={styles.card}
    >
      <Typography.Paragraph type="secondary" className={styles.hint}>
        {t.hints[groupKey]}
      </Typography.Paragraph>
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '104px' }}
        initialValues={initial}
        onValuesChange={(_, all) => card.onValuesChange(all)}
        onFinish={card.onFinish}
      >
        {fields.map((spec) => (
          <Form.Item key={spec.name} {...card.item(spec)}>
            {spec.kind === 'yesno' ? (
              <Radio.Group
                options={[
                  { value: 'yes', label: t.yes },
                  { value: 'no', label: t.no },
                ]}
              />
            ) : spec.kind === 'prizes' ? (
              <Input.TextArea placeholder={t.placeholders.prizes} maxLength={400} autoSize={{ minRows: 3 }} />
            ) : spec.name === 'note' ? (
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
            <Button type="primary" htmlType="submit" loading={card.saving} disabled={state !== 'dirty'}>
              {t.save}
            </Button>
            {state === 'dirty' ? <Button onClick={card.undo}>{t.undo}</Button> : null}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
