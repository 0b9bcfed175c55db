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

/** `fooBar` → `foo_bar`. */
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

/** A row as the contract writes it: its names in snake_case, its moments as ISO 8601 strings. */
export type ReplyRow<R> = {
  [K in keyof R & string as SnakeCase<K>]: R[K] extends Date
    ? string
    : R[K] extends Date | null
      ? string | null
      : R[K];
};

/**
 * A row as Drizzle reads it (camelCase names, Dates) as the contract writes it, for the replies that
 * are a view's row renamed: the view's select says once which fields the reply has.
 */
export function replyRow<R extends Record<string, unknown>>(row: R): ReplyRow<R> {
  const reply: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row))
    reply[name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] =
      value instanceof Date ? value.toISOString() : value;
  return reply as ReplyRow<R>;
}
