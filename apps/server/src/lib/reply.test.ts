import { describe, expect, it } from 'vitest';
import { jsonListReply, okList, pagesOf, replyRow } from './reply.ts';

describe('jsonListReply', () => {
  it('writes what okList would, with rows that are JSON already', () => {
    const rows = [
      { id: 1, name: '机房 "一号"', alarms: ['disk'], at: null },
      { id: 2, name: '换行\n与\u0001控制符', alarms: [], at: '2026-11-27T13:45:00.123Z' },
    ];
    const pages = pagesOf(2, 2, 7);
    const extra = { count: { total: 9, online: 7, offline: 2 } };
    expect(jsonListReply(rows.map((r) => JSON.stringify(r)).join(','), pages, extra)).toBe(
      JSON.stringify(okList(rows, pages, extra)),
    );
  });

  it('writes an empty page', () => {
    const pages = pagesOf(3, 100, 0);
    expect(jsonListReply('', pages, {})).toBe(JSON.stringify(okList([], pages)));
  });
});

describe('replyRow', () => {
  it('renames a row snake_case and writes its moments as ISO strings', () => {
    const createdAt = new Date('2026-11-27T13:45:00.123Z');
    expect(replyRow({ id: 1, value95Kbps: 8, ownerId: null, createdAt, reviewedAt: null })).toEqual({
      id: 1,
      value95_kbps: 8,
      owner_id: null,
      created_at: '2026-11-27T13:45:00.123Z',
      reviewed_at: null,
    });
  });
});
