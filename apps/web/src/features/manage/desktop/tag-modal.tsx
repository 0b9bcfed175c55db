import { Alert, Form, Modal, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { manageText } from '@/locales/zh-CN/manage';
import { useTagOptions } from '../api/get-member-tags';
import type { MemberTag } from '../types';

const t = manageText.user;

type TagModalProps = {
  open: boolean;
  title: string;
  pending: boolean;
  /** null: 移出标签. */
  onSubmit: (tag: Pick<MemberTag, 'id' | 'name'> | null) => void;
  onClose: () => void;
};

/** 设置标签 on desktops: one of the operator's member tags, or 移出标签. */
export function TagModal({ open, title, pending, onSubmit, onClose }: TagModalProps) {
  const [form] = Form.useForm<{ tag?: number }>();
  const tags = useTagOptions(open);
  const list = tags.data?.list ?? [];

  function submit({ tag }: { tag?: number }) {
    if (tag === undefined) return;
    onSubmit(tag === 0 ? null : (list.find((x) => x.id === tag) ?? null));
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={manageText.common.ok}
      cancelText={manageText.common.cancel}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false} requiredMark={false}>
        <Form.Item name="tag" label={t.pickTag} rules={[{ required: true, message: t.pickTag }]}>
          <Select
            loading={tags.isPending}
            placeholder={t.pickTag}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={<Link to="/manage/tag/add">{t.createTag}</Link>}
            options={[
              { value: 0, label: `${t.clearTag}（${t.clearTagHint}）` },
              ...list.map((tag) => ({
                value: tag.id,
                label: `${tag.name}（${t.tagMembers(tag.member_count)}）`,
              })),
            ]}
          />
        </Form.Item>
      </Form>
      {tags.isError ? (
        <Alert
          type="warning"
          showIcon
          title={manageText.device.pickerFailed}
          action={
            <Typography.Link onClick={() => void tags.refetch()}>{manageText.common.retry}</Typography.Link>
          }
        />
      ) : null}
    </Modal>
  );
}
