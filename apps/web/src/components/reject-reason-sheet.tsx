import { Button, Form, Input, TextArea } from 'antd-mobile';
import { checkRule } from '@/lib/form-rule';
import { FormSheet } from './form-sheet';
import { reasonFormProps, rejectHintOf, type RejectReasonProps } from './reject-reason';

/** A required reason, which the member reads (the staff queues on phones), or another line an action needs. */
export function RejectReasonSheet(props: RejectReasonProps) {
  const { row, text, validate, maxLength, busy, onClose, onSubmit, danger, details, singleLine } =
    reasonFormProps(props);
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
          <Form.Header>{rejectHintOf(text, row)}</Form.Header>
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
