// GET /api/user/info?id= — 下级会员详情（编辑页）
import { userInfoCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const managedMember = queryCall<typeof userInfoCall, number>({
  call: userInfoCall,
  prefix: ['manage', 'user'],
  params: (id) => ({ id }),
  staleTime: 0,
});

/** Idle while there is no id (the add form, or no member chosen). */
export const useUser = (id: number | null) => managedMember.use(id || null);
