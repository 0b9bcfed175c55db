// GET /api/default/article-view?id= — 帮助指南详情；content is Markdown
import { defaultArticleViewCall } from '@nodebao/contract/calls';
import { ERRORS } from '@nodebao/contract/errors';
import { queryCall } from '@/lib/query-call';
import { refusedWith } from '@/lib/request';

export const article = queryCall<typeof defaultArticleViewCall, number>({
  call: defaultArticleViewCall,
  prefix: ['help', 'detail'],
  params: (id) => ({ id }),
  staleTime: 10 * 60_000,
});

/** The reply for a guide that does not exist or is no longer published (errorCode 40401). */
export const isArticleNotFound = (error: unknown) => refusedWith(error, ERRORS.NOT_FOUND);

/** A guide by id; ids that are not positive integers are not asked for (the page shows not found). */
export const useArticle = (id: number) => article.use(Number.isInteger(id) && id > 0 ? id : null);
