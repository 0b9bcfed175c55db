import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { UserFormPhone } from '../phone/user-form-phone';

const UserFormDesktop = lazyPage(() => import('../desktop/user-form-desktop'));

/** /manage/user/add (new sub-member) and /manage/user/:id (edit, reset password, disable). */
export default function UserEditPage() {
  return <ResponsivePage phone={UserFormPhone} desktop={UserFormDesktop} />;
}
