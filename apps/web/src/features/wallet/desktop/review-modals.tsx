import type { AdminWithdrawal } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Descriptions, Form, Input, Modal, Typography } from 'antd';
import { checkRule } from '@/lib/form-rule';
import { walletText } from '@/locales/zh-CN/wallet';
import { REFERENCE_MAX, referenceError, staffAccount } from '../lib/review';
import styles from './desktop.module.css';

const t = walletText.superman.review;

type ModalProps = {
  row: AdminWithdrawal | null;
  busy: boolean;
  onClose: () => void;
};

/** Bank payout: the details to pay by hand (copyable), then the transfer's reference. */
export function BankApproveModal({
  row,
  busy,
  onClose,
  onSubmit,
}: ModalProps & { onSubmit: (reference: string) => void }) {
  const [form] = Form.useForm<{ reference: string }>();
  return (
    <Modal
      open={row !== null}
      title={t.approveBankTitle}
      okText={t.approveBankOk}
      cancelText={walletText.common.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {row ? (
        <>
          <Typography.Paragraph type="secondary">{t.approveBankHint}</Typography.Paragraph>
          <Descriptions className={styles.transferBox} size="small" column={1} bordered>
            <Descriptions.Item label={t.transferBank}>{row.bank_name}</Descriptions.Item>
            <Descriptions.Item label={t.transferTo}>
              <Typography.Text className={styles.mono} copyable={{ text: row.payee_account }}>
                {staffAccount(row)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t.transferName}>
              <Typography.Text copyable>{row.payee_name}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t.transferAmount}>
              <Typography.Text strong copyable={{ text: formatYuan(row.net_amount) }}>
                {walletText.common.amount(formatYuan(row.net_amount))}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Form form={form} layout="vertical" onFinish={({ reference }) => onSubmit(reference.trim())}>
            <Form.Item name="reference" label={t.referenceLabel} rules={[checkRule(referenceError)]} required>
              <Input
                placeholder={t.referencePlaceholder}
                maxLength={REFERENCE_MAX}
                autoComplete="off"
                autoFocus
              />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
