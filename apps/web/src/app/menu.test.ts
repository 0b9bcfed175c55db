import { describe, expect, it } from 'vitest';
import { buildMenu, canOpen, selectedMenuPath } from './menu';
import { routeGroups } from './routes';

const member = { operator: false, superman: false };
const operator = { operator: true, superman: false };
const staff = { operator: true, superman: true };

describe('the desktop menu', () => {
  it('is grouped 仪表盘 … 抽奖 … 超级管理 and hides what a plain member may not open', () => {
    const sections = buildMenu(routeGroups, ['admin'], member);
    expect(sections.map((s) => s.label)).toEqual([
      '仪表盘',
      '设备',
      '账户',
      '活动',
      '收益',
      '抽奖',
      '大带宽',
    ]);
    expect(sections.find((s) => s.key === 'activity')?.items.map((i) => i.path)).toEqual([
      '/activity/index',
      '/activity/invite',
      '/activity/invite-record',
      '/activity/wallet',
      '/activity/service',
      '/activity/apply-service',
      '/activity/contribution',
    ]);
    const paths = sections.flatMap((s) => s.items.map((i) => i.path));
    expect(paths).not.toContain('/income/user');
    expect(paths).toContain('/income/index');
    expect(paths).toContain('/pay/buy-code');
    expect(paths).not.toContain('/device/template/:id');
    expect(paths).not.toContain('/');
  });

  it('shows 管理 to operators and 超级管理 to staff', () => {
    expect(buildMenu(routeGroups, ['admin'], operator).map((s) => s.key)).toContain('manage');
    expect(buildMenu(routeGroups, ['admin'], operator).map((s) => s.key)).not.toContain('superman');
    const staffMenu = buildMenu(routeGroups, ['admin'], staff);
    expect(staffMenu.map((s) => s.label)).toEqual([
      '仪表盘',
      '设备',
      '管理',
      '账户',
      '活动',
      '收益',
      '抽奖',
      '大带宽',
      '超级管理',
    ]);
    expect(staffMenu.find((s) => s.key === 'income')?.items.map((i) => i.label)).toEqual([
      '我的收益',
      '收益统计',
    ]);
  });

  it('shows only /pay to the pay-only authority', () => {
    const sections = buildMenu(routeGroups, ['user'], member);
    expect(sections.flatMap((s) => s.items.map((i) => i.path))).toEqual(['/pay/buy-code']);
  });

  it('highlights the visible entry that a hidden page belongs to', () => {
    const sections = buildMenu(routeGroups, ['admin'], operator);
    expect(selectedMenuPath(sections, '/device/template/:id')).toBe('/device/template');
    expect(selectedMenuPath(sections, '/account/money-record-info')).toBe('/account/money-record');
    expect(selectedMenuPath(sections, '/manage/user/add')).toBe('/manage/user');
    expect(selectedMenuPath(sections, '/device/index')).toBe('/device/index');
    expect(selectedMenuPath(sections, undefined)).toBeUndefined();
  });

  it('checks authority and access together', () => {
    const route = { path: '/manage/index', authority: ['admin'] as const, access: 'operator' as const };
    expect(canOpen(route, ['admin'], operator)).toBe(true);
    expect(canOpen(route, ['admin'], member)).toBe(false);
    expect(canOpen(route, ['user'], operator)).toBe(false);
    expect(canOpen(route, ['admin'], undefined)).toBe(false);
  });
});
