import { mobileSchema } from '@nodebao/contract/accounts';
import { Form, Input } from 'antd-mobile';
import { authText } from '@/locales/zh-CN/auth';
import { zodRule } from '@/lib/form-rule';

/**
 * The 手机号 item of every auth form. On the sign-in forms the mobile is the account name
 * (autoComplete "username", so password managers pair it with the password).
 */
export function MobileField({ autoComplete = 'tel' }: { autoComplete?: 'tel' | 'username' }) {
  return (
    <Form.Item name="mobile" label={authText.field.mobile} rules={[zodRule(mobileSchema)]}>
      <Input
        placeholder={authText.field.mobilePlaceholder}
        type="tel"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={11}
        clearable
      />
    </Form.Item>
  );
}
