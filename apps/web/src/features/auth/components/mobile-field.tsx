import { mobileSchema } from '@nodebao/contract';
import { Form, Input } from 'antd-mobile';
import { authText } from '@/locales/zh-CN/auth';
import { zodRule } from '../lib/zod-rule';

/** The 手机号 item of the register and reset forms. */
export function MobileField() {
  return (
    <Form.Item name="mobile" label={authText.field.mobile} rules={[zodRule(mobileSchema)]}>
      <Input
        placeholder={authText.field.mobilePlaceholder}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        clearable
      />
    </Form.Item>
  );
}
