// GET /api/income/explain?day=&member_id=&device_id= — 收益诊断：某个已结算日的收益比前 7 个结算日中位数的变化，
// 按原因拆分；未结算 30011，之前没有已结算日 30012，看不到的会员或设备 NOT_FOUND
import { incomeExplainCall } from '@nodebao/contract/calls';
import type { Explanation, ExplainPart } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export type { Explanation, ExplainPart };
export type ExplainBox = ExplainPart['boxes'][number];
export type ExplainMember = Explanation['members'][number];

/**
 * What is explained: a settled day (none: the newest), and whose income — the caller's own income
 * pages (a member its own, an operator its fleet), one member of the fleet, or one box.
 */
export type ExplainArgs = { day?: string; memberId?: number; deviceId?: number };

export const incomeExplanation = queryCall({
  call: incomeExplainCall,
  prefix: ['income', 'explain'],
  params: ({ day, memberId, deviceId }: ExplainArgs) => ({
    day,
    member_id: memberId || undefined,
    device_id: deviceId || undefined,
  }),
  // A settled day's explanation does not change (the server keeps it once computed); only the
  // newest day (no `day`) moves, once a night.
  staleTime: (args) => (args.day ? 30 * 60_000 : 5 * 60_000),
});

export const useIncomeExplanation = incomeExplanation.use;

/**
 * /income/explain for `args`; `name` is how the member or box is called in the page's header (the
 * reply does not name them). For the links of other features (home, device detail) as well.
 */
export function explanationPath(args: ExplainArgs & { name?: string }): string {
  const query = new URLSearchParams();
  if (args.day) query.set('day', args.day);
  if (args.memberId) query.set('member_id', String(args.memberId));
  if (args.deviceId) query.set('device_id', String(args.deviceId));
  if (args.name) query.set('name', args.name);
  const search = query.toString();
  return search ? `/income/explain?${search}` : '/income/explain';
}
