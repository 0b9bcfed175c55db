import { mobileSchema } from '@nodebao/contract/accounts';
import { Form } from 'antd-mobile';
import { authText } from '@/locales/zh-CN/auth';
import { MobileInput } from '@/components/mobile-input';
import { zodRule } from '@/lib/form-rule';

/**
 * The 手机号 item of every auth form. On the sign-in forms the mobile is the account name
 * (autoComplete "username", so password managers pair it with the password).
 */
export function MobileField({ autoComplete = 'tel' }: { autoComplete?: 'tel' | 'username' }) {
  return (
    <Form.Item name="mobile" label={authText.field.mobile} rules={[zodRule(mobileSchema)]}>
      <MobileInput placeholder={authText.field.mobilePlaceholder} autoComplete={autoComplete} />
    </Form.Item>
  );
}
