import type { Article } from '@nodebao/contract';
import { ERRORS } from '@nodebao/contract/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refusedWith, request, unwrap } from '@/lib/request';

export const articleKey = (id: number) => ['help', 'detail', id] as const;

/** 帮助指南详情 GET /api/default/article-view?id=; content is Markdown. */
export function getArticle(id: number): Promise<Article> {
  // The page shows its own not-found and error blocks, so no toast and no redirect.
  return unwrap(request<Article>('/api/default/article-view', { params: { id }, skipErrorHandler: true }));
}

/** The reply for a guide that does not exist or is no longer published (errorCode 40401). */
export const isArticleNotFound = (error: unknown) => refusedWith(error, ERRORS.NOT_FOUND);

export const articleQueryOptions = (id: number) =>
  queryOptions({ queryKey: articleKey(id), queryFn: () => getArticle(id), staleTime: 10 * 60_000 });

/** A guide by id; ids that are not positive integers are not asked for (the page shows not found). */
export function useArticle(id: number) {
  return useQuery({ ...articleQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
