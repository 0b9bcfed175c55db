import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { DevicePhone } from '../phone/device-phone';

const DeviceDesktop = lazyPage(() => import('../desktop/device-desktop'));

/**
 * /manage/device: every device of the operator's members (`?member_id=` filters by one of them),
 * allocation to members, name and ISP edits, and the install history.
 */
export default function ManageDevicePage() {
  return <ResponsivePage phone={DevicePhone} desktop={DeviceDesktop} />;
}
