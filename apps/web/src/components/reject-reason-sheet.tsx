import { REJECT_REASON } from '@nodebao/contract/limits';
import { formatYuan } from '@nodebao/contract/money';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { checkRule } from '@/lib/form-rule';
import { FormSheet } from './form-sheet';
import { rejectReasonError, type RejectReasonProps } from './reject-reason';

/** A required reason, which the member reads (the staff queues on phones), or another line an action needs. */
export function RejectReasonSheet({
  row,
  text,
  validate = rejectReasonError,
  maxLength = REJECT_REASON.max,
  busy,
  onClose,
  onSubmit,
  danger = true,
  details,
  singleLine = false,
}: RejectReasonProps) {
  return (
    <FormSheet visible={row !== null} title={text.rejectTitle} onClose={onClose}>
      {row ? (
        <Form
          key={row.id}
          layout="vertical"
          onFinish={({ reason }: { reason: string }) => onSubmit(reason.trim())}
          footer={
            <Button block type="submit" color={danger ? 'danger' : 'primary'} size="large" loading={busy}>
              {text.rejectOk}
            </Button>
          }
        >
          <Form.Header>
            {text.rejectHint(row.amountText ?? formatYuan(row.amount), row.member_mobile)}
          </Form.Header>
          {details}
          <Form.Item name="reason" label={text.reasonLabel} rules={[checkRule(validate)]} required>
            {singleLine ? (
              <Input
                placeholder={text.reasonPlaceholder}
                maxLength={maxLength}
                clearable
                autoComplete="off"
              />
            ) : (
              <TextArea
                placeholder={text.reasonPlaceholder}
                maxLength={maxLength}
                showCount
                rows={3}
                autoSize={{ minRows: 3, maxRows: 6 }}
              />
            )}
          </Form.Item>
        </Form>
      ) : null}
    </FormSheet>
  );
}
