import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { HomePhone } from '../phone/home-phone';

// antd's cards and table load only on desktops (DESIGN §3): phones never download antd.
const HomeDesktop = lazyPage(() => import('../desktop/home-desktop'));

/** /manage/index: the operator's overview of members, devices, rooms and upload flow. */
export default function ManageHomePage() {
  return <ResponsivePage phone={HomePhone} desktop={HomeDesktop} />;
}
