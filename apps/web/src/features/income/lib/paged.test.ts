import { describe, expect, it } from 'vitest';
import { BusinessError } from '@/lib/request';
import { appendPage, hasMorePages, toListPage } from './paged';

const pages = (page: number, pageCount: number) => ({
  page,
  pageSize: 2,
  totalCount: pageCount * 2,
  pageCount,
});
const key = (row: { id: number }) => row.id;

describe('paged lists (SPEC §4)', () => {
  it('replaces the list with page 1 and appends later pages', () => {
    const first = appendPage([{ id: 9 }], { list: [{ id: 1 }, { id: 2 }], pages: pages(1, 2) }, key);
    expect(first).toEqual([{ id: 1 }, { id: 2 }]);
    const second = appendPage(first, { list: [{ id: 3 }], pages: pages(2, 2) }, key);
    expect(second.map(key)).toEqual([1, 2, 3]);
  });

  it('does not show twice a line that new lines pushed onto the next page', () => {
    const list = [{ id: 5 }, { id: 4 }];
    expect(appendPage(list, { list: [{ id: 4 }, { id: 3 }], pages: pages(2, 3) }, key).map(key)).toEqual([
      5, 4, 3,
    ]);
  });

  it('has more while page < pageCount', () => {
    expect(hasMorePages(pages(1, 2))).toBe(true);
    expect(hasMorePages(pages(2, 2))).toBe(false);
    expect(hasMorePages({ page: 1, pageSize: 20, totalCount: 0, pageCount: 0 })).toBe(false);
  });

  it('throws a refusal for the page’s error block', () => {
    expect(() => toListPage({ errorCode: 40300, msg: '无权查看', data: [] }, 1, 20, undefined)).toThrow(
      BusinessError,
    );
  });
});
