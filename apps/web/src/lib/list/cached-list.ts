/**
 * Lists in react-query's cache, whichever shape they have (one page for desktop tables, pages appended
 * for phone lists): the one place that knows both shapes, for every feature's list calls.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Pages } from '@nodebao/contract';

/** One page of a list call: its rows and the pager. */
export type ListPage<T> = { list: T[]; pages: Pages };

/** A list in react-query's cache: one page (desktop tables) or pages appended (phone lists). */
export type CachedList<P> = P | InfiniteData<P>;

function isInfinite<P>(data: CachedList<P>): data is InfiniteData<P> {
  return typeof data === 'object' && data !== null && 'pageParams' in data;
}

/** Applies `fn` to every page of a cached list, whichever shape it has. */
export function mapPages<P>(data: CachedList<P> | undefined, fn: (page: P) => P): CachedList<P> | undefined {
  if (data === undefined) return undefined;
  if (isInfinite(data)) return { ...data, pages: data.pages.map(fn) };
  return fn(data);
}

/**
 * The rows `hit` picks take `patch`; the page object is kept when nothing changed, so screens that
 * did not show those rows do not draw again.
 */
export function patchRows<P extends ListPage<{ id: number }>>(
  page: P,
  hit: (row: P['list'][number]) => boolean,
  patch: Partial<P['list'][number]>,
): P {
  let changed = false;
  const list = page.list.map((row) => {
    if (!hit(row)) return row;
    changed = true;
    return { ...row, ...patch };
  });
  return changed ? { ...page, list } : page;
}

/** A record fetched again replaces the fields of its row (SPEC §4's merge into the list). */
export function mergeRow<P extends ListPage<{ id: number }>>(
  page: P,
  fresh: Partial<P['list'][number]> & { id: number },
): P {
  return patchRows(page, (row) => row.id === fresh.id, fresh);
}

// ---- a row the server answered with, put into whatever cached lists hold it -------------------

function isInfiniteList<T>(data: unknown): data is InfiniteData<ListPage<T>> {
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
  if (isInfiniteList<T>(data)) {
    const pages = data.pages.map((page) => replaceIn(page, row));
    return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
  }
  if (isPage<T>(data)) return replaceIn(data, row);
  return data;
}
