import { Form, Input, type FormItemProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import formPage from '@/components/form-page.module.css';

type MbpsItemProps = {
  name: string;
  label: string;
  rules: FormItemProps['rules'];
  placeholder: string;
  /** The unit after the input (Mbps). */
  unit: string;
  description?: ReactNode;
};

/** A whole number of Mbps typed in a room or a template form (bandwidth, a speed limit). */
export function MbpsItem({ name, label, rules, placeholder, unit, description }: MbpsItemProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      extra={<span className={formPage.unit}>{unit}</span>}
      description={description}
    >
      <Input inputMode="numeric" placeholder={placeholder} maxLength={7} clearable />
    </Form.Item>
  );
}
