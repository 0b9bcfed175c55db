import { Button, Form, Toast } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { clearSession } from '@/lib/session';
import { authText } from '@/locales/zh-CN/auth';
import { useResetPassword } from '../api/reset-password';
import { AuthFrame } from '../components/auth-frame';
import { MobileField } from '../components/mobile-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { SmsCodeField } from '../components/sms-code-field';
import styles from '../components/auth.module.css';

type ResetValues = { mobile: string; code: string; password: string; confirm: string };

/** /user/forget-passaword (spelt so, SPEC §2): reset the password with an SMS code. */
export default function ForgetPasswordPage() {
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const resetMutation = useResetPassword();

  async function onFinish(values: ResetValues) {
    const reply = await resetMutation
      .mutateAsync({ mobile: values.mobile.trim(), code: values.code.trim(), password: values.password })
      .catch(() => null);
    // Refusals and HTTP failures have been shown by the request client.
    if (!reply || reply.errorCode !== 0) return;
    // The server has revoked every session of the account, this browser's included.
    clearSession();
    Toast.show({ icon: 'success', content: reply.msg || authText.forget.success });
    navigate('/user/login', { replace: true });
  }

  return (
    <AuthFrame
      title={authText.forget.title}
      hint={authText.forget.hint}
      footer={
        <footer className={styles.footer}>
          <Link to="/user/login">{authText.forget.toLogin}</Link>
        </footer>
      }
    >
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={resetMutation.isPending}>
            {authText.forget.submit}
          </Button>
        }
      >
        <MobileField />
        <SmsCodeField form={form} purpose="reset" />
        <NewPasswordFields label={authText.field.newPassword} />
      </Form>
    </AuthFrame>
  );
}
