// GET /api/member/list?keyword= — 可以分配设备的会员（自己与下级会员）
import { memberListCall } from '@nodebao/contract/calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryCall } from '@/lib/query-call';

/** Asked for with a trimmed keyword ('' for all). */
export const allocatableMembers = queryCall<typeof memberListCall, string>({
  call: memberListCall,
  prefix: ['device', 'members'],
  params: (keyword) => ({ keyword: keyword || undefined }),
  staleTime: 30_000,
});

/** The previous answer stays on screen while the next keyword loads. */
export function useAllocatableMembers(keyword: string, enabled = true) {
  return useQuery({
    ...allocatableMembers.options(keyword.trim()),
    enabled,
    placeholderData: keepPreviousData,
  });
}
