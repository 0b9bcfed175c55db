// The contract's accounts part only (also in the other auth forms): the whole contract would add
// ~20 KB gzip to the login page's first JavaScript (BENCHMARKS.md, the bundle budget).
import { loginBody } from '@nodebao/contract/accounts';
import { Button, Form, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { saveLogin } from '@/lib/session';
import { authText } from '@/locales/zh-CN/auth';
import { useLogin } from '../api/login';
import { signInToPartner } from '../api/partner-login';
import { safeRedirect } from '../lib/safe-redirect';
import { zodRule } from '@/lib/form-rule';
import { MobileField } from './mobile-field';
import { PasswordInput } from './password-input';

type LoginFormProps = {
  /** 'admin' is the operators' and staff entrance; the server refuses plain members there. */
  loginType: 'member' | 'admin';
};

type LoginValues = { mobile: string; password: string };

const passwordRule = zodRule(loginBody.shape.password);

/** Mobile + password sign-in, shared by the member and the admin entrance. */
export function LoginForm({ loginType }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();

  async function onFinish(values: LoginValues) {
    const reply = await loginMutation
      .mutateAsync({ mobile: values.mobile.trim(), password: values.password, login_type: loginType })
      // Failures of every kind have been shown by the request client (3 s for login, SPEC §8).
      .catch(() => null);
    if (!reply || reply.errorCode !== 0) return;
    // Also drops the previous account's cached data and caches this member's info.
    saveLogin(reply.data);
    // The partner host's session follows in the background; the console does not wait for it.
    void signInToPartner();
    Toast.show({ icon: 'success', content: authText.login.success });
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  }

  return (
    <Form
      form={form}
      layout="horizontal"
      onFinish={onFinish}
      footer={
        <Button block type="submit" color="primary" size="large" loading={loginMutation.isPending}>
          {authText.login.submit}
        </Button>
      }
    >
      <MobileField autoComplete="username" />
      <Form.Item name="password" label={authText.field.password} rules={[passwordRule]}>
        <PasswordInput placeholder={authText.field.passwordPlaceholder} autoComplete="current-password" />
      </Form.Item>
    </Form>
  );
}
