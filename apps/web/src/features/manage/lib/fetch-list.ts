import { BusinessError, request, type RequestParams } from '@/lib/request';
import type { ListPage } from '../types';

/**
 * One page of a list call: the rows and `pages`. The screens draw their own error block with a
 * retry, so the request client does not toast; a refusal throws a `BusinessError` for react-query.
 */
export async function fetchList<T>(
  url: string,
  params: RequestParams,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const reply = await request<T[]>(url, { params, skipErrorHandler: true, signal });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  const page = Number(params.page ?? 1);
  const pageSize = Number(params.pageSize ?? reply.data.length);
  const pages = reply.pages ?? { page, pageSize, totalCount: reply.data.length, pageCount: page };
  return { list: reply.data, pages };
}

/** The page after the last one loaded, while there is one (SPEC §4: more while page < pageCount). */
export function nextPageOf(last: ListPage<unknown>): number | undefined {
  return last.pages.page < last.pages.pageCount ? last.pages.page + 1 : undefined;
}
