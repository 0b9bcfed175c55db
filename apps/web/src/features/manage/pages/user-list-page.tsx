import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { UserListPhone } from '../phone/user-list-phone';

const UserListDesktop = lazyPage(() => import('../desktop/user-list-desktop'));

/** /manage/user: the operator's sub-members, searchable and filtered by tag and status. */
export default function UserListPage() {
  return <ResponsivePage phone={UserListPhone} desktop={UserListDesktop} />;
}
