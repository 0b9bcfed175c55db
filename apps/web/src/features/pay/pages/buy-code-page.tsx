import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { BuyCodePhone } from '../phone/buy-code-phone';

const BuyCodeDesktop = lazyPage(() => import('../desktop/buy-code-desktop'));

/** /pay/buy-code: antd-mobile tabs on phones, antd tabs with tables on desktops. */
export default function BuyCodePage() {
  return <ResponsivePage phone={BuyCodePhone} desktop={BuyCodeDesktop} />;
}
