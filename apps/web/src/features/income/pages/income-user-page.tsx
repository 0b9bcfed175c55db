import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { IncomeUserPhone } from '../phone/income-user-phone';

const IncomeUserDesktop = lazyPage(() => import('../desktop/income-user-desktop'));

/**
 * /income/user (收益统计, operators): income by member, machine room and tag for a day (default
 * yesterday) or a month, sortable, with the period's export; a member opens their own income.
 */
export default function IncomeUserPage() {
  return <ResponsivePage phone={IncomeUserPhone} desktop={IncomeUserDesktop} />;
}
