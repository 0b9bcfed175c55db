import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { IncomePhone } from '../phone/income-phone';

const IncomeDesktop = lazyPage(() => import('../desktop/income-desktop'));

/**
 * /income/index (我的收益): the month's income (?month=), its days in a chart and a list, each day
 * opening its devices; 导出 Excel. Operators see their whole fleet, or one member with ?member_id=.
 */
export default function IncomePage() {
  return <ResponsivePage phone={IncomePhone} desktop={IncomeDesktop} />;
}
