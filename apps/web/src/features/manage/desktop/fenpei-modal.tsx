import { Form, Modal } from 'antd';
import { manageText } from '@/locales/zh-CN/manage';
import type { AllocatableMember } from '../types';
import { MemberSelect } from './member-select';
import { useState } from 'react';

const t = manageText.device;

type FenpeiModalProps = {
  open: boolean;
  count: number;
  pending: boolean;
  onSubmit: (member: AllocatableMember) => void;
  onClose: () => void;
};

/** 分配给会员 on desktops: the member the ticked devices go to. */
export function FenpeiModal({ open, count, pending, onSubmit, onClose }: FenpeiModalProps) {
  const [member, setMember] = useState<AllocatableMember | null>(null);
  const [touched, setTouched] = useState(false);

  function submit() {
    setTouched(true);
    if (member) onSubmit(member);
  }

  return (
    <Modal
      open={open}
      title={t.fenpeiTitle(count)}
      okText={manageText.common.ok}
      cancelText={manageText.common.cancel}
      okButtonProps={{ disabled: count === 0 }}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => {
        setMember(null);
        setTouched(false);
      }}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item
          label={t.fenpeiPick}
          validateStatus={touched && !member ? 'error' : undefined}
          help={touched && !member ? t.fenpeiPick : undefined}
        >
          <MemberSelect value={member?.id} placeholder={t.memberSearch} onChange={(m) => setMember(m)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
