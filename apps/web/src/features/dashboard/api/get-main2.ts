// GET /api/default/main2 — 会员首页数据：收益概览、横幅、本月流量与收益、昨日收益排行、昨日带宽、区域指数
import { defaultMain2Call } from '@nodebao/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { queryCall } from '@/lib/query-call';
import type { Main2 } from '../types';

/** Under ['default'], beside nothing else: a withdrawal or a settlement refreshes it by this key. */
export const main2 = queryCall<typeof defaultMain2Call>({
  call: defaultMain2Call,
  prefix: ['default', 'main2'],
  // The balance moves with every withdrawal: coming back to the home asks again (the cached answer
  // shows meanwhile); an answer of the last 3 s, which the home's prefetch asked for as the
  // navigation started, is not asked for twice.
  staleTime: 3_000,
});

/**
 * One request for all the income parts of the home (and yesterday's bandwidth curve). Each card reads
 * its part with `select`, so a card draws again only when its part changed.
 */
export function useMain2<T = Main2>(select?: (home: Main2) => T) {
  return useQuery({ ...main2.options(), select });
}
