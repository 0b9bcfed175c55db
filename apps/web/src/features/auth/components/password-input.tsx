import { Input } from 'antd-mobile';
import { useState } from 'react';
import { authText } from '@/locales/zh-CN/auth';
import styles from './auth.module.css';

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
  const label = visible ? authText.password.hide : authText.password.show;
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
      <button
        type="button"
        className={styles.eye}
        aria-label={label}
        title={label}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon open={visible} />
      </button>
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}
