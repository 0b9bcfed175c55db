import type { ArticleSummary, Pages } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';

export const articlesKey = ['help', 'list'] as const;

export type ArticlePage = { list: ArticleSummary[]; pages: Pages };

/** 帮助指南列表 GET /api/default/article-list?page=&pageSize=. */
export async function getArticles(page: number, pageSize = PAGE_SIZE): Promise<ArticlePage> {
  // The page shows its own error block with a retry, so no toast and no redirect.
  const reply = await request<ArticleSummary[]>('/api/default/article-list', {
    params: { page, pageSize },
    skipErrorHandler: true,
  });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return {
    list: reply.data,
    pages: reply.pages ?? { page, pageSize, totalCount: reply.data.length, pageCount: page },
  };
}

/**
 * SPEC §4: the help list is fetched only when empty, and then reused. The pages never go stale and
 * are kept for the whole visit; later pages are appended while page < pageCount.
 */
export const articlesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: articlesKey,
    queryFn: ({ pageParam }) => getArticles(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pages.page < last.pages.pageCount ? last.pages.page + 1 : undefined),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useArticles() {
  return useInfiniteQuery(articlesQueryOptions());
}
