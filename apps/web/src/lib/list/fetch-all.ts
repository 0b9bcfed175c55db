import { MAX_PAGE_SIZE } from '@nodebao/contract/limits';
import { request, type RequestParams, checked } from '@/lib/request';

/** Pages read at most (100 rows each): 2,000 templates or rooms is more than a screen can use. */
export const MAX_PAGES = 20;

/**
 * Every row of a paged list call, 100 a page, until its last page. The screens show their own
 * error block with a retry, so the request client does not toast.
 */
export async function fetchAllPages<T>(
  url: string,
  params: RequestParams,
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const reply = await checked(
      request<T[]>(url, {
        params: { ...params, page, pageSize: MAX_PAGE_SIZE },
        skipErrorHandler: true,
        signal,
      }),
    );
    rows.push(...reply.data);
    if (reply.data.length === 0 || page >= (reply.pages?.pageCount ?? page)) break;
  }
  return rows;
}
