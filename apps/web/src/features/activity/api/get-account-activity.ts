// GET /api/account-activity/index — 创世活动：活动时间与积分规则，我的积分，昨日各设备贡献
import { accountActivityIndexCall } from '@nodebao/contract/calls';
import type { accountActivityReply, ReplyData } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export type AccountActivity = ReplyData<typeof accountActivityReply>;

export const accountActivity = queryCall<typeof accountActivityIndexCall>({
  call: accountActivityIndexCall,
  prefix: ['activity', 'account'],
  // Points change once a day (settlement): a minute's staleness is nothing.
  staleTime: 60_000,
});
