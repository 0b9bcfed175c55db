import { Link } from 'react-router';
import { authText } from '@/locales/zh-CN/auth';
import { AuthFrame } from '../components/auth-frame';
import { ConsentLinks } from '../components/consent-links';
import { LoginForm } from '../components/login-form';

/** /user/login: members sign in with mobile and password. */
export default function LoginPage() {
  return (
    <AuthFrame
      title={authText.login.title}
      links={
        <>
          <Link to="/user/register">{authText.login.toRegister}</Link>
          <Link to="/user/forget-passaword">{authText.login.toForget}</Link>
        </>
      }
      footer={
        <>
          <div>
            {authText.consent.loginPrefix}
            <ConsentLinks />
          </div>
          <div>
            <Link to="/user/admin-login">{authText.login.toAdmin}</Link>
          </div>
        </>
      }
    >
      <LoginForm loginType="member" />
    </AuthFrame>
  );
}
