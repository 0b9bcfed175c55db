// GET /api/default/article-list?page=&pageSize= — 帮助指南列表
import { defaultArticleListCall } from '@nodebao/contract/calls';
import { getListPage, listCall } from '@/lib/list/list-call';

/**
 * SPEC §4: the help list is fetched only when empty, and then reused. The pages never go stale and
 * are kept for the whole visit; later pages are appended while page < pageCount.
 */
const articles = listCall({
  prefix: ['help', 'list'],
  fetchPage: (_: null, page, pageSize, signal) =>
    getListPage(defaultArticleListCall, { page, pageSize }, signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useArticles = () => articles.useScroll(null);
