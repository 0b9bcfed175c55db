import { passwordSchema } from '@nodebao/contract/accounts';
import { PASSWORD_MAX } from '@nodebao/contract/limits';
import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { zodRule } from '@/lib/form-rule';
import { authText } from '@/locales/zh-CN/auth';
import styles from './password-fields.module.css';
import { PasswordToggle } from './password-toggle';

// The password fields of the auth forms and of 账号安全 (issue 49): one input with its show/hide
// button, and a new password with its confirmation.

type PasswordInputProps = {
  /** Filled in by Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoComplete?: 'current-password' | 'new-password';
  maxLength?: number;
  id?: string;
};

/** A password input with a show/hide toggle, usable as a Form.Item child. */
export function PasswordInput({
  value,
  onChange,
  placeholder,
  autoComplete,
  maxLength,
  id,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordRow}>
      <Input
        id={id}
        className={styles.grow}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        autoCapitalize="off"
        autoCorrect="off"
      />
      <PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} />
    </div>
  );
}

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
