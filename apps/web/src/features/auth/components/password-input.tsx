import { Input } from 'antd-mobile';
import { useState } from 'react';
import styles from './auth.module.css';
import { PasswordToggle } from './password-toggle';

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
