import { passwordSchema } from '@nodebao/contract/accounts';
import { PASSWORD_MAX } from '@nodebao/contract/limits';
import { Form } from 'antd-mobile';
import { authText } from '@/locales/zh-CN/auth';
import { zodRule } from '@/lib/form-rule';
import { PasswordInput } from './password-input';

type NewPasswordFieldsProps = {
  label?: string;
};

/** A new password (8–64, contract rules) and its confirmation, as two items of a form. */
export function NewPasswordFields({ label = authText.field.password }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name="password" label={label} rules={[zodRule(passwordSchema)]}>
        <PasswordInput
          placeholder={authText.field.newPasswordPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={authText.field.confirmPassword}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) => {
              if (!value) return Promise.reject(new Error(authText.validation.confirmRequired));
              if (value !== getFieldValue('password')) {
                return Promise.reject(new Error(authText.validation.confirmMismatch));
              }
              return Promise.resolve();
            },
          }),
        ]}
      >
        <PasswordInput
          placeholder={authText.field.confirmPasswordPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
      </Form.Item>
    </>
  );
}
