import type { Deps } from '../deps.ts';
import { findMemberByMobile } from '../modules/accounts/accounts.service.ts';
import { closePeriod, drawPeriod } from '../modules/lottery/draw.service.ts';
import { createNumbers } from '../modules/lottery/lottery.service.ts';
import {
  currentPeriod,
  ensurePeriod,
  memberWeek,
  periodNumberAt,
  periodWindow,
} from '../modules/lottery/periods.service.ts';
import { getParams } from '../modules/params/params.service.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/** Of each week's coupons, how many each demo account turned into tickets. */
const SPEND = [
  { mobile: DEMO_ACCOUNTS.member.mobile, tickets: 12 },
  { mobile: DEMO_ACCOUNTS.operator.mobile, tickets: 30 },
  { mobile: '13800000003', tickets: 6 },
  { mobile: '13800000005', tickets: 3 },
];
const HOUR = 3_600_000;

/**
 * The demo's lottery (issue 15): three past weeks drawn — tickets taken on their Saturdays, closed on
 * time, drawn five minutes later, winners among the demo accounts, seeds revealed — and this week
 * open with the demo member's tickets. All through the services the calls and the job use, so every
 * past draw verifies. Only on a fresh demo (the oldest of those periods not opened yet).
 */
export async function seedDemoLottery(deps: Deps, now = new Date()): Promise<void> {
  const { lottery } = await getParams(deps.db);
  const current = periodNumberAt(lottery.starts_on, now);
  const first = Math.max(1, current - 3);
  for (let id = first; id <= current; id++) {
    const window = periodWindow(lottery.starts_on, id);
    const at = id === current ? now : new Date(window.closesAt.getTime() - 20 * HOUR);
    const period = id === current ? await currentPeriod(deps, now) : await ensurePeriod(deps, id, lottery);
    if (period.ticket_count > 0 || period.state !== 'open') return;
    for (const spend of SPEND) {
      const member = await findMemberByMobile(deps.db, spend.mobile);
      if (!member) continue;
      const week = await memberWeek(deps.db, period, member.id);
      const num = Math.min(spend.tickets, week.earned - week.used);
      if (num > 0) await createNumbers(deps, member, { num }, at);
    }
    if (id < current) {
      await closePeriod(deps.db, id, window.closesAt);
      await drawPeriod(deps.db, id, new Date(window.closesAt.getTime() + 5 * 60_000));
    }
  }
}
