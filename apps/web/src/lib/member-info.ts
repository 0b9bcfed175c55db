// GET /api/member/info — the signed-in member (mobile, rank hiding, wallet address, rights): app-wide
// like the session it belongs to, so every feature and the layouts read it from here.
import type { MemberInfo } from '@nodebao/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, unwrap } from '@/lib/request';
import { memberInfoKey, useToken } from '@/lib/session';

export { memberInfoKey };

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return unwrap(get<MemberInfo>('/api/member/info', { signal }));
}

export function memberInfoQueryOptions() {
  return queryOptions({
    queryKey: memberInfoKey,
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 60_000,
  });
}

/** The signed-in member; idle (no request) while there is no token. */
export function useMemberInfo() {
  const token = useToken();
  return useQuery({ ...memberInfoQueryOptions(), enabled: Boolean(token) });
}
