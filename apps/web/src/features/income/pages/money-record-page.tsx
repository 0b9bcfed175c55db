import { lazyPage } from '@/app/lazy-page';
import { ResponsivePage } from '@/components/responsive-page';
import { MoneyRecordPhone } from '../phone/money-record-phone';

const MoneyRecordDesktop = lazyPage(() => import('../desktop/money-record-desktop'));

/**
 * /account/money-record (收益记录): the member's ledger lines, newest first, filtered by kind and dates
 * (remembered, SPEC §3), pages appended (SPEC §4); a settlement line opens that day's devices.
 */
export default function MoneyRecordPage() {
  return <ResponsivePage phone={MoneyRecordPhone} desktop={MoneyRecordDesktop} />;
}
