import type { Pages } from '@nodebao/contract';

/** The success envelope (DESIGN §4). */
export function ok<T>(data: T, msg = '操作成功') {
  return { errorCode: 0, msg, data };
}

export function okList<T, E extends Record<string, unknown>>(
  data: T[],
  pages: Pages,
  extra?: E,
): { errorCode: number; msg: string; data: T[]; pages: Pages } & E {
  return { errorCode: 0, msg: '操作成功', data, pages, ...(extra as E) };
}

/**
 * `okList`'s JSON, with rows that are JSON already (built by the database, joined by commas: `''` for
 * none): the same envelope, written without parsing them.
 */
export function jsonListReply(rowsJson: string, pages: Pages, extra: Record<string, unknown>): string {
  let more = '';
  for (const [key, value] of Object.entries(extra))
    more += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return `{"errorCode":0,"msg":"操作成功","data":[${rowsJson}],"pages":${JSON.stringify(pages)}${more}}`;
}

export function pagesOf(page: number, pageSize: number, totalCount: number): Pages {
  return { page, pageSize, totalCount, pageCount: Math.ceil(totalCount / pageSize) };
}
