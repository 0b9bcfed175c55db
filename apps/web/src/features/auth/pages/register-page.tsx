import { registerBody } from '@nodebao/contract/accounts';
import { Checkbox, Form, Input, Toast } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveLogin } from '@/lib/session';
import { authText } from '@/locales/zh-CN/auth';
import { useRegister } from '../api/register';
import { AuthFrame } from '../components/auth-frame';
import { ConsentLinks } from '../components/consent-links';
import { SmsForm } from '../components/sms-form';
import { zodRule } from '@/lib/form-rule';
import styles from '../components/auth.module.css';

type RegisterValues = {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  invite_code?: string;
  agree: boolean;
};

const inviteRule = zodRule(registerBody.shape.invite_code);
const consentRule = {
  validator: (_rule: unknown, value: unknown) =>
    value === true ? Promise.resolve() : Promise.reject(new Error(authText.validation.consentRequired)),
};

/** /user/register: mobile, SMS code, password, optional invite code (from ?invite=), consent. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const invite = searchParams.get('invite')?.trim() ?? '';

  async function onFinish(values: RegisterValues) {
    const inviteCode = values.invite_code?.trim();
    const reply = await registerMutation
      .mutateAsync({
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      })
      .catch(() => null);
    // Refusals and HTTP failures have been shown by the request client.
    if (!reply || reply.errorCode !== 0) return;
    saveLogin(reply.data);
    Toast.show({ icon: 'success', content: reply.msg || authText.register.success });
    navigate('/', { replace: true });
  }

  return (
    <AuthFrame
      title={authText.register.title}
      footer={
        <>
          {authText.register.hasAccount}
          <Link to="/user/login">{authText.register.toLogin}</Link>
        </>
      }
    >
      <SmsForm<RegisterValues>
        form={form}
        purpose="register"
        initialValues={{ invite_code: invite, agree: false }}
        onFinish={onFinish}
        submitText={authText.register.submit}
        pending={registerMutation.isPending}
      >
        <Form.Item name="invite_code" label={authText.field.inviteCode} rules={[inviteRule]}>
          <Input
            placeholder={authText.field.inviteCodePlaceholder}
            maxLength={16}
            autoCapitalize="characters"
            clearable
          />
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked" rules={[consentRule]}>
          <Checkbox className={styles.consent} style={{ '--icon-size': '18px', '--font-size': '13px' }}>
            {authText.consent.prefix}
            <ConsentLinks newTab />
          </Checkbox>
        </Form.Item>
      </SmsForm>
    </AuthFrame>
  );
}
