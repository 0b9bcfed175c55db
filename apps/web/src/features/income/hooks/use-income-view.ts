import { useIncomeDays } from '../api/get-income-days';
import { memberMonth } from '../api/get-member-month';
import { monthData } from '../api/get-month-data';
import { beijingMonth, monthLabel } from '../lib/calendar';
import { useExport } from './use-export';
import { useIncomeAddress } from './use-income-address';
import { useShowMember } from './use-show-member';

/**
 * /income/index's controller, for both views: the month and member in the address, the month's
 * figures, its days and its chart, the export, and whether the fleet (not only mine) is shown.
 */
export function useIncomeView() {
  const address = useIncomeAddress();
  const { month, memberId } = address;
  const summary = monthData.use(memberId);
  const days = useIncomeDays(month, memberId);
  const chart = memberMonth.use({ month, memberId });
  const exporter = useExport(memberId);
  const fleet = useShowMember(memberId);
  return {
    ...address,
    summary,
    days,
    chart,
    exporter,
    fleet,
    current: beijingMonth(),
    label: monthLabel(month),
  };
}
