import type { Pages } from '@nodebao/contract';
import type { InfiniteData } from '@tanstack/react-query';

export type ListPage<T> = { list: T[]; pages: Pages };

function isInfinite<T>(data: unknown): data is InfiniteData<ListPage<T>> {
  return typeof data === 'object' && data !== null && 'pages' in data && 'pageParams' in data;
}

function isPage<T>(data: unknown): data is ListPage<T> {
  return (
    typeof data === 'object' && data !== null && 'list' in data && Array.isArray((data as ListPage<T>).list)
  );
}

function replaceIn<T extends { id: number }>(page: ListPage<T>, row: T): ListPage<T> {
  if (!page.list.some((r) => r.id === row.id)) return page;
  return { ...page, list: page.list.map((r) => (r.id === row.id ? row : r)) };
}

/**
 * A row the server answered with replaces its copy in a cached list, whichever shape the list has
 * (one page for desktop tables, pages appended for phone lists). Lists without the row are returned
 * as they are, so screens that do not show it do not draw again.
 */
export function replaceRowIn<T extends { id: number }>(data: unknown, row: T): unknown {
  if (isInfinite<T>(data)) {
    const pages = data.pages.map((page) => replaceIn(page, row));
    return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
  }
  if (isPage<T>(data)) return replaceIn(data, row);
  return data;
}
