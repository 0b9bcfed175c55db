// GET /api/user/info?id= — 下级会员详情（编辑页）
import { queryCall } from '@/lib/query-call';
import type { ManagedMember } from '../types';

export const managedMember = queryCall<ManagedMember, number>({
  url: '/api/user/info',
  prefix: ['manage', 'user'],
  params: (id) => ({ id }),
  staleTime: 0,
});

/** Idle while there is no id (the add form, or no member chosen). */
export const useUser = (id: number | null) => managedMember.use(id || null);
