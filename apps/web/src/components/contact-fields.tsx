import { Form, Input } from 'antd-mobile';
import { zodRule } from '@/lib/form-rule';

type FieldSchema = Parameters<typeof zodRule>[0];

type ContactFieldsProps = {
  /** The application body's schemas of the two fields (the contract's). */
  fields: { contact_name: FieldSchema; contact_mobile: FieldSchema };
  labels: { contact_name: string; contact_mobile: string };
};

/** 联系人 and 联系电话 of a service application (cooperation, flashing), checked by its body's schema. */
export function ContactFields({ fields, labels }: ContactFieldsProps) {
  return (
    <>
      <Form.Item name="contact_name" label={labels.contact_name} rules={[zodRule(fields.contact_name)]}>
        <Input maxLength={20} clearable />
      </Form.Item>
      <Form.Item name="contact_mobile" label={labels.contact_mobile} rules={[zodRule(fields.contact_mobile)]}>
        <Input inputMode="tel" maxLength={11} clearable />
      </Form.Item>
    </>
  );
}
