import { formatYuan } from '@nodebao/contract/money';
import { Button, Form, Input, List, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { FormSheet } from '@/components/form-sheet';
import { supermanText } from '@/locales/zh-CN/superman';
import { useDeviceTypes, type DeviceType } from '@/lib/device-types';
import { useDeviceTypeForm, type Editing } from '../hooks/use-device-type-form';
import type { FormValues } from '../lib/params';
import styles from './params.module.css';

const t = supermanText.params.types;
const c = supermanText.common;

/** The device types and their code prices: a list, 添加型号 above it, a sheet to add or edit. */
export function DeviceTypesPhone() {
  const types = useDeviceTypes();
  const [editing, setEditing] = useState<Editing>(null);

  function body() {
    if (types.error && !types.data) {
      return (
        <LoadError error={types.error} retrying={types.isFetching} onRetry={() => void types.refetch()} />
      );
    }
    if (!types.data) return <LoadingSkeleton lines={3} />;
    if (types.data.length === 0) {
      return (
        <div className={styles.empty}>
          <div>{t.empty}</div>
          <div className={styles.muted}>{t.emptyHint}</div>
        </div>
      );
    }
    return (
      <List className={styles.typeList}>
        {types.data.map((row) => (
          <List.Item
            key={row.id}
            description={row.description || undefined}
            extra={<span className={styles.price}>{c.yuan(formatYuan(row.code_price_fen))}</span>}
            onClick={() => setEditing({ row })}
          >
            {row.name}
          </List.Item>
        ))}
      </List>
    );
  }

  return (
    <section className={styles.card} aria-label={t.title}>
      <header className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t.title}</h3>
        <Button size="small" color="primary" fill="outline" onClick={() => setEditing({})}>
          {t.add}
        </Button>
      </header>
      <p className={styles.hint}>{t.hint}</p>
      {body()}
      <FormSheet
        visible={editing !== null}
        title={editing?.row ? t.editTitle : t.addTitle}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <DeviceTypeForm key={editing.row?.id ?? 'new'} row={editing.row} onDone={() => setEditing(null)} />
        ) : null}
      </FormSheet>
    </section>
  );
}

function DeviceTypeForm({ row, onDone }: { row?: DeviceType; onDone: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const edit = useDeviceTypeForm({
    row,
    form,
    notify: (text) => Toast.show({ icon: 'success', content: text }),
    onDone,
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={edit.initialValues}
      onFinish={edit.onFinish}
      footer={
        <Button block type="submit" color="primary" size="large" loading={edit.saving}>
          {supermanText.params.save}
        </Button>
      }
    >
      <Form.Item name="name" label={t.name} rules={[edit.rule('name')]} required>
        <Input placeholder={t.namePlaceholder} maxLength={64} clearable autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="code_price_fen"
        label={t.price}
        rules={[edit.rule('code_price_fen')]}
        required
        extra={<span className={styles.unit}>{t.pricePerCode}</span>}
      >
        <Input inputMode="decimal" placeholder={supermanText.params.placeholders.yuan} maxLength={16} />
      </Form.Item>
      <Form.Item name="description" label={t.description} rules={[edit.rule('description')]}>
        <TextArea placeholder={t.descriptionPlaceholder} maxLength={500} showCount rows={2} autoSize />
      </Form.Item>
    </Form>
  );
}
