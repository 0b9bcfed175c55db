import { Form, Input, Modal, Typography } from 'antd';
import { checkRule } from '@/lib/form-rule';
import { reasonFormProps, rejectHintOf, type RejectReasonProps } from './reject-reason';

/** A required reason, which the member reads (the staff queues on desktops), or another line an action needs. */
export function RejectReasonModal({ cancelText, ...props }: RejectReasonProps & { cancelText: string }) {
  const { row, text, validate, maxLength, busy, onClose, onSubmit, danger, details, singleLine } =
    reasonFormProps(props);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={row !== null}
      title={text.rejectTitle}
      okText={text.rejectOk}
      okButtonProps={{ danger }}
      cancelText={cancelText}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {row ? (
        <>
          <Typography.Paragraph type="secondary">{rejectHintOf(text, row)}</Typography.Paragraph>
          {details}
          <Form form={form} layout="vertical" onFinish={({ reason }) => onSubmit(reason.trim())}>
            <Form.Item name="reason" label={text.reasonLabel} rules={[checkRule(validate)]} required>
              {singleLine ? (
                <Input
                  placeholder={text.reasonPlaceholder}
                  maxLength={maxLength}
                  autoComplete="off"
                  autoFocus
                />
              ) : (
                <Input.TextArea
                  placeholder={text.reasonPlaceholder}
                  maxLength={maxLength}
                  showCount
                  autoSize={{ minRows: 3, maxRows: 6 }}
                  autoFocus
                />
              )}
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
