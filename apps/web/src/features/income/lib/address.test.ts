import { describe, expect, it } from 'vitest';
import { dayInfoPath, memberIncomePath, readIncomeAddress, readInfoAddress } from './address';
import { readUserAddress, switchPeriod, userSearch } from './user-address';

// 2026-11-22 23:00 in Beijing.
const NOW = Date.parse('2026-11-22T15:00:00Z');
const q = (s: string) => new URLSearchParams(s);

describe('/income/index address', () => {
  it('shows this month unless a real past month is asked for', () => {
    expect(readIncomeAddress(q(''), NOW).month).toBe('2026-11');
    expect(readIncomeAddress(q('month=2026-10'), NOW).month).toBe('2026-10');
    expect(readIncomeAddress(q('month=2026-12'), NOW).month).toBe('2026-11');
    expect(readIncomeAddress(q('month=junk'), NOW).month).toBe('2026-11');
  });

  it('reads one member (operators) or everyone', () => {
    expect(readIncomeAddress(q('member_id=4&name=杭州合伙人'), NOW)).toMatchObject({
      memberId: 4,
      memberName: '杭州合伙人',
    });
    expect(readIncomeAddress(q('member_id=-1'), NOW).memberId).toBe(0);
    expect(memberIncomePath(4, '杭州合伙人', '2026-10')).toBe(
      '/income/index?member_id=4&name=%E6%9D%AD%E5%B7%9E%E5%90%88%E4%BC%99%E4%BA%BA&month=2026-10',
    );
  });
});

describe('/account/money-record-info address', () => {
  it('opens the day asked for, or yesterday when it is missing, wrong or not settled yet', () => {
    expect(readInfoAddress(q('day=2026-11-20'), NOW).day).toBe('2026-11-20');
    expect(readInfoAddress(q(''), NOW).day).toBe('2026-11-21');
    expect(readInfoAddress(q('day=2026-11-22'), NOW).day).toBe('2026-11-21');
    expect(readInfoAddress(q('day=2026-02-30'), NOW).day).toBe('2026-11-21');
  });

  it('links a day with its member when there is one', () => {
    expect(dayInfoPath('2026-11-21')).toBe('/account/money-record-info?day=2026-11-21');
    expect(dayInfoPath('2026-11-21', 3)).toBe('/account/money-record-info?day=2026-11-21&member_id=3');
  });
});

describe('/income/user address', () => {
  it('defaults to members, yesterday, income from the highest', () => {
    expect(readUserAddress(q(''), NOW)).toEqual({
      by: 'member',
      period: { type: 'day', day: '2026-11-21' },
      sort: 'income',
      order: 'desc',
    });
  });

  it('reads a month, a kind and a sort, and writes back only what is not the default', () => {
    const view = readUserAddress(q('by=tag&month=2026-10&sort=devices&order=asc'), NOW);
    expect(view).toEqual({
      by: 'tag',
      period: { type: 'month', month: '2026-10' },
      sort: 'devices',
      order: 'asc',
    });
    expect(userSearch(view).toString()).toBe('by=tag&month=2026-10&sort=devices&order=asc');
    expect(userSearch(readUserAddress(q(''), NOW)).toString()).toBe('day=2026-11-21');
  });

  it('refuses days not settled yet and unknown kinds', () => {
    expect(readUserAddress(q('day=2026-11-22&by=city'), NOW)).toMatchObject({
      by: 'member',
      period: { type: 'day', day: '2026-11-21' },
    });
  });

  it('keeps the time when switching between a day and a month', () => {
    expect(switchPeriod({ type: 'day', day: '2026-10-05' }, 'month', NOW)).toEqual({
      type: 'month',
      month: '2026-10',
    });
    expect(switchPeriod({ type: 'month', month: '2026-10' }, 'day', NOW)).toEqual({
      type: 'day',
      day: '2026-10-31',
    });
    expect(switchPeriod({ type: 'month', month: '2026-11' }, 'day', NOW)).toEqual({
      type: 'day',
      day: '2026-11-21',
    });
  });
});
