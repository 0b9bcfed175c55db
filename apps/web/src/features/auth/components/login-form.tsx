// Plain inputs, not antd-mobile's Form, and the contract's rules without zod: the sign-in pages are the
// first visit of every phone, and their first JavaScript is budgeted (issue 17 §3, 120 KB gzip, which
// React and the router take most of). The other auth forms keep antd-mobile.
import {
  accountMessages,
  LOGIN_PASSWORD_MAX,
  MOBILE_PATTERN,
  SECOND_FACTOR_CODE_PATTERN,
  secondFactorMessages,
  SIGN_IN_CODES,
} from '@nodebao/contract/account-rules';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/request';
import { saveLogin } from '@/lib/session';
import { authText } from '@/locales/zh-CN/auth';
import { login } from '../api/login';
import { signInToPartner } from '../api/partner-login';
import { safeRedirect } from '../lib/safe-redirect';
import styles from './auth.module.css';
import { PasswordToggle } from '@/components/password-toggle';

type LoginFormProps = {
  /** 'admin' is the operators' and staff entrance; the server refuses plain members there. */
  loginType: 'member' | 'admin';
};

type Field = 'mobile' | 'password' | 'code';
type LoginValues = Record<Field, string>;
type LoginErrors = Partial<Record<Field, string>>;

/**
 * The same rules as the contract's loginBody, with its messages; the code only once the server asked
 * for it (`askCode`: the account has an authenticator).
 */
export function checkLogin({ mobile, password, code }: LoginValues, askCode = false): LoginErrors {
  const errors: LoginErrors = {};
  if (askCode && !code.trim()) errors.code = secondFactorMessages.required;
  else if (askCode && !SECOND_FACTOR_CODE_PATTERN.test(code.trim()))
    errors.code = secondFactorMessages.invalid;
  if (!mobile) errors.mobile = accountMessages.mobileRequired;
  else if (!MOBILE_PATTERN.test(mobile.trim())) errors.mobile = accountMessages.mobileInvalid;
  if (!password) errors.password = accountMessages.passwordRequired;
  else if (password.length > LOGIN_PASSWORD_MAX) errors.password = accountMessages.loginPasswordTooLong;
  return errors;
}

/** Mobile + password sign-in, shared by the member and the admin entrance. */
export function LoginForm({ loginType }: LoginFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ mobile: '', password: '', code: '' });
  // The server asked for the authenticator's code after a right password (issue 49).
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    if (errors[field])
      setErrors((current) => ({
        ...current,
        [field]: checkLogin({ ...values, [field]: value }, askCode)[field],
      }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = checkLogin(values, askCode);
    setErrors(found);
    if (found.mobile || found.password || found.code) return;
    setPending(true);
    const reply = await login({
      mobile: values.mobile.trim(),
      password: values.password,
      login_type: loginType,
      ...(askCode && { totp_code: values.code.trim() }),
    })
      // Failures of every kind have been shown by the request client (3 s for login, SPEC §8).
      .catch(() => null);
    setPending(false);
    if (reply?.errorCode === SIGN_IN_CODES.secondFactorRequired) setAskCode(true);
    if (reply?.errorCode === SIGN_IN_CODES.secondFactorInvalid) setValues((v) => ({ ...v, code: '' }));
    if (!reply || reply.errorCode !== 0) return;
    // Also drops the previous account's cached data and keeps this member's info.
    saveLogin(reply.data);
    // The partner host's session follows in the background; the console does not wait for it.
    void signInToPartner();
    notify('success', authText.login.success);
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <FieldRow id={`${id}-mobile`} label={authText.field.mobile} error={errors.mobile}>
        <input
          id={`${id}-mobile`}
          className={styles.input}
          value={values.mobile}
          onChange={(e) => change('mobile', e.target.value)}
          placeholder={authText.field.mobilePlaceholder}
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          aria-invalid={Boolean(errors.mobile)}
          aria-describedby={errors.mobile ? `${id}-mobile-error` : undefined}
        />
      </FieldRow>
      <FieldRow id={`${id}-password`} label={authText.field.password} error={errors.password}>
        <input
          id={`${id}-password`}
          className={styles.input}
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          placeholder={authText.field.passwordPlaceholder}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
        <PasswordToggle visible={showPassword} onToggle={() => setShowPassword((v) => !v)} />
      </FieldRow>
      {askCode ? (
        <FieldRow id={`${id}-code`} label={authText.field.totpCode} error={errors.code}>
          <input
            id={`${id}-code`}
            className={styles.input}
            value={values.code}
            onChange={(e) => change('code', e.target.value)}
            placeholder={authText.field.totpCodePlaceholder}
            autoComplete="one-time-code"
            autoCapitalize="off"
            autoCorrect="off"
            maxLength={11}
            autoFocus
            aria-invalid={Boolean(errors.code)}
            aria-describedby={errors.code ? `${id}-code-error` : undefined}
          />
        </FieldRow>
      ) : null}
      {askCode ? <p className={styles.codeHint}>{authText.login.totpHint}</p> : null}
      <div className={styles.formFooter}>
        <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
          {pending ? <span className={styles.submitSpinner} aria-hidden="true" /> : null}
          {authText.login.submit}
        </button>
      </div>
    </form>
  );
}

function FieldRow({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.fieldMain}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {children}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
