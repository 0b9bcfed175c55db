import { Link } from 'react-router';
import { authText } from '@/locales/zh-CN/auth';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';

/** /user/admin-login: the entrance of operators and platform staff. */
export default function AdminLoginPage() {
  return (
    <AuthFrame
      title={authText.adminLogin.title}
      hint={authText.adminLogin.hint}
      footer={<Link to="/user/login">{authText.adminLogin.toMember}</Link>}
    >
      <LoginForm loginType="admin" />
    </AuthFrame>
  );
}
