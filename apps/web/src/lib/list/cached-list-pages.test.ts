import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListPage } from './cached-list';
import { mapPages, mergeRow, patchRows } from './cached-list';
import { flattenPages, rowId } from './paged-list';

type Row = { id: number; name: string };
const page = (ids: number[], n = 1): ListPage<Row> => ({
  list: ids.map((id) => ({ id, name: `r${id}` })),
  pages: { page: n, pageSize: 2, totalCount: 4, pageCount: 2 },
});

describe('the cached lists', () => {
  it('patches the rows a selection hits, in one page or in appended pages', () => {
    const one = mapPages(page([1, 2]), (p) => patchRows(p, (r) => r.id === 2, { name: 'x' }));
    expect((one as ListPage<Row>).list.map((r) => r.name)).toEqual(['r1', 'x']);

    const infinite: InfiniteData<ListPage<Row>> = {
      pages: [page([1, 2]), page([3, 4], 2)],
      pageParams: [1, 2],
    };
    const out = mapPages(infinite, (p) => patchRows(p, () => true, { name: 'y' })) as InfiniteData<
      ListPage<Row>
    >;
    expect(out.pageParams).toEqual([1, 2]);
    expect(out.pages.flatMap((p) => p.list.map((r) => r.name))).toEqual(['y', 'y', 'y', 'y']);
  });

  it('keeps a page object that had nothing to change, and leaves an empty cache alone', () => {
    const untouched = page([1, 2]);
    expect(patchRows(untouched, (r) => r.id === 9, { name: 'x' })).toBe(untouched);
    expect(mapPages<ListPage<Row>>(undefined, (p) => p)).toBeUndefined();
  });

  it('merges a record fetched again into its row only', () => {
    const merged = mergeRow(page([1, 2]), { id: 1, name: 'fresh' });
    expect(merged.list).toEqual([
      { id: 1, name: 'fresh' },
      { id: 2, name: 'r2' },
    ]);
  });

  it('flattens appended pages, a row that moved to a later page only once', () => {
    expect(flattenPages([page([1, 2]), page([2, 3], 2)], rowId).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(flattenPages([], rowId)).toEqual([]);
  });
});
