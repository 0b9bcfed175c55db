// The signed-in member's query (GET /api/member/info, asked by the session's getMemberInfo): app-wide
// like the session it belongs to, so every feature and the layouts read it from here.
import type { MemberInfo } from '@nodebao/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getMemberInfo, memberInfoKey, useToken, type MemberSeed } from '@/lib/session';

export { getMemberInfo, memberInfoKey };

export function memberInfoQueryOptions() {
  return queryOptions({
    queryKey: memberInfoKey,
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 60_000,
  });
}

/** The member info's query started with what the session knew before the cache existed. */
export function seedMemberInfo(client: QueryClient, seed: MemberSeed): void {
  if (seed instanceof Promise)
    void client.prefetchQuery({ ...memberInfoQueryOptions(), queryFn: () => seed });
  else client.setQueryData<MemberInfo>(memberInfoKey, seed);
}

/** The signed-in member; idle (no request) while there is no token. */
export function useMemberInfo() {
  const token = useToken();
  return useQuery({ ...memberInfoQueryOptions(), enabled: Boolean(token) });
}
