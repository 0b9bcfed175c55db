import { App, Button, Card, Empty, Form, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';

import { supermanText } from '@/locales/zh-CN/superman';
import { useDeviceTypes, type DeviceType } from '@/lib/device-types';
import { useDeviceTypeForm, type Editing } from '../hooks/use-device-type-form';
import type { FormValues } from '../lib/params';
import styles from './params.module.css';
import { LoadFailedResult, yuanColumn } from '@/components/desktop-list';

const t = supermanText.params.types;
const c = supermanText.common;

/** The device types and their code prices: a table with 添加型号 and 编辑 (a modal). */
export function DeviceTypesDesktop() {
  const types = useDeviceTypes();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: TableColumnsType<DeviceType> = [
    { title: t.name, dataIndex: 'name', key: 'name', width: 200 },
    yuanColumn(`${t.price}（${t.pricePerCode}）`, 'code_price_fen', { width: 160 }),
    {
      title: t.description,
      dataIndex: 'description',
      key: 'description',
      render: (text: string) => text || <span className={styles.muted}>{c.none}</span>,
    },
    {
      title: t.actions,
      key: 'actions',
      width: 96,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setEditing({ row })}>
          {t.edit}
        </Button>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={t.title}
      className={styles.types}
      extra={
        <Button type="primary" size="small" onClick={() => setEditing({})}>
          {t.add}
        </Button>
      }
    >
      <p className={styles.hint}>{t.hint}</p>
      {types.error && !types.data ? (
        <LoadFailedResult query={types} title={t.loadFailed} />
      ) : (
        <Table<DeviceType>
          rowKey="id"
          size="small"
          loading={types.isPending}
          columns={columns}
          dataSource={types.data ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t.empty} /> }}
        />
      )}
      <DeviceTypeModal editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function DeviceTypeModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const row = editing?.row;
  const edit = useDeviceTypeForm({
    row,
    form,
    notify: (text) => void message.success(text),
    onDone: onClose,
  });

  return (
    <Modal
      open={editing !== null}
      title={row ? t.editTitle : t.addTitle}
      okText={supermanText.params.save}
      cancelText={c.cancel}
      confirmLoading={edit.saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        // A fresh form for each type opened.
        key={row?.id ?? 'new'}
        form={form}
        layout="vertical"
        initialValues={edit.initialValues}
        onFinish={edit.onFinish}
      >
        <Form.Item name="name" label={t.name} rules={[edit.rule('name')]} required>
          <Input placeholder={t.namePlaceholder} maxLength={64} autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="code_price_fen" label={t.price} rules={[edit.rule('code_price_fen')]} required>
          <Input
            suffix={t.pricePerCode}
            inputMode="decimal"
            placeholder={supermanText.params.placeholders.yuan}
            maxLength={16}
            className={styles.price}
          />
        </Form.Item>
        <Form.Item name="description" label={t.description} rules={[edit.rule('description')]}>
          <Input.TextArea
            placeholder={t.descriptionPlaceholder}
            maxLength={500}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
