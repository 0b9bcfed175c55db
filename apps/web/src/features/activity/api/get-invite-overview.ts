// GET /api/activite/index — 我的邀请码、邀请链接，受邀会员人数与推广收益（累计、昨日）
import { activiteIndexCall } from '@nodebao/contract/calls';
import type { activityIndexReply, ReplyData } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export type InviteOverview = ReplyData<typeof activityIndexReply>;

export const inviteOverview = queryCall<typeof activiteIndexCall>({
  call: activiteIndexCall,
  prefix: ['activity', 'index'],
  // The referral changes once a day (settlement): a minute's staleness is nothing.
  staleTime: 60_000,
});
