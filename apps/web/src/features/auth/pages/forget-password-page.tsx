import { Form, Toast } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { clearSession } from '@/lib/session';
import { authText } from '@/locales/zh-CN/auth';
import { useResetPassword } from '../api/reset-password';
import { AuthFrame } from '../components/auth-frame';
import { SmsForm } from '../components/sms-form';

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
      footer={<Link to="/user/login">{authText.forget.toLogin}</Link>}
    >
      <SmsForm<ResetValues>
        form={form}
        purpose="reset"
        passwordLabel={authText.field.newPassword}
        onFinish={onFinish}
        submitText={authText.forget.submit}
        pending={resetMutation.isPending}
      />
    </AuthFrame>
  );
}
