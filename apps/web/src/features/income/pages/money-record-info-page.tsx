import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { RecordInfoPhone } from '../phone/record-info-phone';

const RecordInfoDesktop = lazyPage(() => import('../desktop/record-info-desktop'));

/**
 * /account/money-record-info?day=&member_id= (收益明细): one settled day's income by device, best
 * first, with the day's total; the day can be stepped or picked.
 */
export default function MoneyRecordInfoPage() {
  return <ResponsivePage phone={RecordInfoPhone} desktop={RecordInfoDesktop} />;
}
