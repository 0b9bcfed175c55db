import { describe, expect, it } from 'vitest';
import { replaceRowIn, type ListPage } from './cached-list';

type Row = { id: number; state: string };
const page = (rows: Row[], n = 1): ListPage<Row> => ({
  list: rows,
  pages: { page: n, pageSize: 20, totalCount: rows.length, pageCount: 2 },
});

describe('a reviewed row in the cached lists', () => {
  it('replaces its copy in a desktop page', () => {
    const data = page([
      { id: 1, state: 'pending' },
      { id: 2, state: 'pending' },
    ]);
    const next = replaceRowIn(data, { id: 2, state: 'paid' }) as ListPage<Row>;
    expect(next.list).toEqual([
      { id: 1, state: 'pending' },
      { id: 2, state: 'paid' },
    ]);
  });

  it('replaces its copy in the appended pages of a phone list, leaving other pages as they were', () => {
    const first = page([{ id: 3, state: 'pending' }]);
    const second = page([{ id: 2, state: 'pending' }], 2);
    const data = { pages: [first, second], pageParams: [1, 2] };
    const next = replaceRowIn(data, { id: 2, state: 'rejected' }) as typeof data;
    expect(next.pages[0]).toBe(first);
    expect(next.pages[1]?.list).toEqual([{ id: 2, state: 'rejected' }]);
  });

  it('returns a list without the row unchanged', () => {
    const data = page([{ id: 1, state: 'pending' }]);
    expect(replaceRowIn(data, { id: 9, state: 'paid' })).toBe(data);
    const infinite = { pages: [data], pageParams: [1] };
    expect(replaceRowIn(infinite, { id: 9, state: 'paid' })).toBe(infinite);
    expect(replaceRowIn(3, { id: 9, state: 'paid' })).toBe(3);
  });
});
