import { describe, expect, it } from 'vitest';
import { auditQuery, filterCount, filterFromParams, NO_FILTER } from './filter';

describe('the trail’s filters', () => {
  it('are read from the address, missing ones empty', () => {
    const filter = filterFromParams(new URLSearchParams('actor=13800000000&object=withdrawals&page=2'));
    expect(filter).toEqual({ ...NO_FILTER, actor: '13800000000', object: 'withdrawals' });
  });

  it('send only what the server would take', () => {
    expect(
      auditQuery({
        actor: ' 13800000000 ',
        member_id: '7',
        object: 'withdrawals',
        object_id: ' 12 ',
        action: 'POST /api/admin/withdraw-approve',
        start: '2026-12-01',
        end: '2026-12-02',
      }),
    ).toEqual({
      actor: '13800000000',
      member_id: 7,
      object: 'withdrawals',
      object_id: '12',
      action: 'POST /api/admin/withdraw-approve',
      start: '2026-12-01',
      end: '2026-12-02',
    });
  });

  it('leave out a mobile still being typed, a member id that is no number, an unknown object', () => {
    expect(auditQuery({ ...NO_FILTER, actor: '138', member_id: 'x1', object: 'secrets' })).toEqual({});
    expect(auditQuery({ ...NO_FILTER, member_id: '0' })).toEqual({});
    expect(auditQuery({ ...NO_FILTER, object: 'toString' })).toEqual({});
  });

  it('leave out days out of order, and keep one end alone', () => {
    expect(auditQuery({ ...NO_FILTER, start: '2026-12-02', end: '2026-12-01' })).toEqual({});
    expect(auditQuery({ ...NO_FILTER, start: '2026-12-02' })).toEqual({ start: '2026-12-02' });
    expect(auditQuery({ ...NO_FILTER, end: '2026/12/02' })).toEqual({});
  });

  it('count the days as one filter', () => {
    expect(filterCount(NO_FILTER)).toBe(0);
    expect(filterCount({ ...NO_FILTER, object: 'params', start: '2026-12-01', end: '2026-12-02' })).toBe(2);
  });
});
