import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { SupermanPhone } from '../phone/superman-phone';

const SupermanDesktop = lazyPage(() => import('../desktop/superman-desktop'));

/** /superman/index (超级管理): the staff home, one section per queue (线下支付审核 first, then 提现审核) and 参数设置. */
export default function SupermanPage() {
  return <ResponsivePage phone={SupermanPhone} desktop={SupermanDesktop} />;
}
