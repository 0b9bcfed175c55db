import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { WithdrawRecordPhone } from '../phone/withdraw-record-phone';

const WithdrawRecordDesktop = lazyPage(() => import('../desktop/withdraw-record-desktop'));

/** /account/withdraw-record: infinite scroll on phones, a paged table on desktops. */
export default function WithdrawRecordPage() {
  return <ResponsivePage phone={WithdrawRecordPhone} desktop={WithdrawRecordDesktop} />;
}
