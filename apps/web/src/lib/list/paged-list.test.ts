import type { Pages } from '@nodebao/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  appendPage,
  firstPageOnly,
  flattenPages,
  hasMorePages,
  nextPageParam,
  toListPage,
  type ListPage,
} from './paged-list';

const pages = (page: number, pageCount: number, pageSize = 2): Pages => ({
  page,
  pageSize,
  totalCount: pageCount * pageSize,
  pageCount,
});
const keyOf = (row: { id: number }) => row.id;
const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('paging rules (SPEC §4)', () => {
  it('has more while page < pageCount', () => {
    expect(hasMorePages(pages(1, 3))).toBe(true);
    expect(hasMorePages(pages(3, 3))).toBe(false);
    // An empty list answers page 1 of 0.
    expect(hasMorePages(pages(1, 0))).toBe(false);
    expect(nextPageParam({ list: [], pages: pages(2, 3) })).toBe(3);
    expect(nextPageParam({ list: [], pages: pages(3, 3) })).toBeUndefined();
  });

  it('replaces the list with page 1 and appends later pages', () => {
    const one = appendPage(rows(9, 8), { list: rows(1, 2), pages: pages(1, 2) }, keyOf);
    expect(one).toEqual(rows(1, 2));
    expect(appendPage(one, { list: rows(3, 4), pages: pages(2, 2) }, keyOf)).toEqual(rows(1, 2, 3, 4));
  });

  it('shows a row pushed onto the next page by newer rows only once', () => {
    const list = flattenPages(
      [
        { list: rows(10, 9), pages: pages(1, 3) },
        // Two new rows arrived at the top: page 2 now starts with what page 1 showed.
        { list: rows(10, 9), pages: pages(2, 3) },
        { list: rows(8, 7), pages: pages(3, 3) },
      ],
      keyOf,
    );
    expect(list).toEqual(rows(10, 9, 8, 7));
  });

  it('keeps only the first page before a refresh', () => {
    const data: InfiniteData<ListPage<{ id: number }>, number> = {
      pages: [
        { list: rows(1, 2), pages: pages(1, 2) },
        { list: rows(3, 4), pages: pages(2, 2) },
      ],
      pageParams: [1, 2],
    };
    expect(firstPageOnly(data)).toEqual({ pages: [data.pages[0]], pageParams: [1] });
    expect(firstPageOnly(undefined)).toBeUndefined();
  });

  it('reads a list reply, and throws a refusal', () => {
    expect(toListPage({ errorCode: 0, msg: '', data: rows(1) }, 1, 20)).toEqual({
      list: rows(1),
      pages: { page: 1, pageSize: 20, totalCount: 1, pageCount: 1 },
    });
    expect(() => toListPage({ errorCode: 40401, msg: '设备不存在', data: [] }, 1, 20)).toThrow('设备不存在');
  });
});
