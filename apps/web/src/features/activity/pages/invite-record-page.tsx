import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { InviteRecordPhone } from '../phone/invite-record-phone';

const InviteRecordDesktop = lazyPage(() => import('../desktop/invite-record-desktop'));

/** /activity/invite-record: infinite scroll on phones, a paged table on desktops. */
export default function InviteRecordPage() {
  return <ResponsivePage phone={InviteRecordPhone} desktop={InviteRecordDesktop} />;
}
