import { Form, Input, Switch } from 'antd-mobile';
import type { FormItemProps } from 'antd-mobile/es/components/form';
import { walletText } from '@/locales/zh-CN/wallet';

const t = walletText.payee;

/** The payee's real name, which the account must be held in (Alipay and bank card forms alike). */
export function RealNameItem({ rules }: { rules: FormItemProps['rules'] }) {
  return (
    <Form.Item name="real_name" label={t.realName} rules={rules} required description={t.realNameHint}>
      <Input placeholder={t.realNamePlaceholder} maxLength={20} clearable autoComplete="name" />
    </Form.Item>
  );
}

/**
 * 设为默认: a first account is the default whatever is chosen (shown on, fixed), and the default one
 * stays so until another is made the default.
 */
export function DefaultItem({ first, isDefault }: { first: boolean; isDefault: boolean }) {
  if (first) {
    return (
      <Form.Item label={t.isDefault} layout="horizontal" childElementPosition="right">
        <Switch checked disabled />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name="is_default"
      label={t.isDefault}
      layout="horizontal"
      valuePropName="checked"
      childElementPosition="right"
    >
      <Switch disabled={isDefault} />
    </Form.Item>
  );
}
