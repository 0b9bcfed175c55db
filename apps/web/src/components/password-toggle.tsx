import { authText } from '@/locales/zh-CN/auth';
import styles from './password-fields.module.css';

/** The show/hide button beside a password input (antd-mobile's in the forms, native on sign-in). */
export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const label = visible ? authText.password.hide : authText.password.show;
  return (
    <button
      type="button"
      className={styles.eye}
      aria-label={label}
      title={label}
      aria-pressed={visible}
      onClick={onToggle}
    >
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
        {visible ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
      </svg>
    </button>
  );
}
