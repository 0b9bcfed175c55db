import type { Main2, MemberRank, ZhishuRow } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { maskMobile } from '@nodebao/contract/account-rules';
import { pagesOf } from '../../lib/reply.ts';
import { calendarNow, daysBetween, firstDayOf } from '../../lib/time.ts';
import { rankNames } from '../accounts/accounts.service.ts';
import type { Caller } from '../accounts/scope.ts';
import { creditedByDay, creditedTotal, isSettled } from '../income/income.service.ts';
import { ownFleet, scopeKey, visibleScope, type FleetCaller, type Scope } from '../accounts/scope.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { latestUnread } from '../messages/messages.service.ts';
import { dayCurve, speedChartOf } from '../tongji/tongji.service.ts';
import { settledCacheOf } from './settled-cache.ts';
import { regionFigures } from './stats.service.ts';
import * as repo from './stats.repo.ts';
import { zhishuTable } from './zhishu.ts';

/**
 * The member home (GET /api/default/main2) and the earnings ranking (GET /api/default/rank-record).
 * Home figures come from the cheapest source that is exact: balances from the ledger accounts,
 * income from the settlement credits (one per member and day), device counts from the devices; the
 * month's flow, the ranking and the regional index (whole-fleet reads) are computed once per
 * settlement run and kept (SettledCache).
 */

/** Banners of the home page (text banners for now: no artwork yet; links are console routes). */
export const BANNERS = [
  { id: 1, title: '新手上路：三步绑定你的第一台设备', link: '/help/index', image: '' },
  { id: 2, title: '邀请好友一起赚，好友设备收益的 5% 归你', link: '/activity/invite', image: '' },
  { id: 3, title: '去哪里放新盒子？看看各地的部署指数', link: '/dashboard/city', image: '' },
];

const TANGHUA_PENDING = {
  points: 0,
  rank: null,
  note: '创世活动积分（糖花）的规则尚未公布，活动开放后这里显示你的积分与排名',
};

/** Hidden members keep their place in the ranking under this name (decision: earnings rankings). */
export const HIDDEN_NAME = '匿名会员';

type Ranked = { member_id: number; income_fen: number; devices: number };

/** Every member's device income of a settled day, best first; kept until the next settlement. */
function rankingOf(deps: Deps, day: string, version?: string): Promise<Ranked[]> {
  return settledCacheOf(deps.db).get(
    deps.db,
    `rank:${day}`,
    () => repo.memberIncomeOn(deps.db, day),
    version,
  );
}

/** Names the listed places; hidden members (is_hide_rank) show as 匿名会员 to everyone but themselves. */
async function present(
  deps: Deps,
  caller: Caller,
  places: { rank: number; entry: Ranked }[],
): Promise<MemberRank[]> {
  const names = new Map(
    (
      await rankNames(
        deps,
        places.map((p) => p.entry.member_id),
      )
    ).map((m) => [m.id, m]),
  );
  return places.map(({ rank, entry }) => {
    const member = names.get(entry.member_id);
    const hidden = (member?.is_hide_rank ?? 0) !== 0;
    const isMe = entry.member_id === caller.id;
    const own = member ? member.nickname || maskMobile(member.mobile) : '';
    return {
      rank,
      name: hidden && !isMe ? HIDDEN_NAME : own,
      income_fen: entry.income_fen,
      devices: entry.devices,
      is_me: isMe,
      hidden,
    };
  });
}

async function myPlace(deps: Deps, caller: Caller, ranking: Ranked[]): Promise<MemberRank | null> {
  const index = ranking.findIndex((r) => r.member_id === caller.id);
  const entry = ranking[index];
  if (!entry) return null;
  return (await present(deps, caller, [{ rank: index + 1, entry }]))[0] ?? null;
}

/** A settled day's earnings ranking of all members, paged (default yesterday). */
export async function rankRecord(
  deps: Deps,
  caller: Caller,
  q: { page: number; pageSize: number; day?: string | undefined },
) {
  const day = q.day ?? calendarNow().yesterday;
  const ranking = await rankingOf(deps, day);
  const offset = (q.page - 1) * q.pageSize;
  const places = ranking
    .slice(offset, offset + q.pageSize)
    .map((entry, i) => ({ rank: offset + i + 1, entry }));
  return {
    day,
    data: await present(deps, caller, places),
    pages: pagesOf(q.page, q.pageSize, ranking.length),
    me: await myPlace(deps, caller, ranking),
  };
}

/** The index of the province and city where most of the caller's (or their members') devices are. */
async function homeZhishu(deps: Deps, scope: Scope, version: string) {
  // Staff see the whole platform: it has no home region.
  if (scope.everyone) return { province: null, area: null };
  const cache = settledCacheOf(deps.db);
  const [place, regions] = await Promise.all([
    // Boxes rarely move: where they are is kept as long as the settled figures (at most minutes).
    cache.get(deps.db, `place:${scopeKey(scope)}`, () => repo.mainPlace(deps.db, scope), version),
    regionFigures(deps, version),
  ]);
  if (!place) return { province: null, area: null };
  const find = (level: 'province' | 'city', code: string | null): ZhishuRow | null =>
    code
      ? (zhishuTable(regions.figures, level, regions.settledDays).data.find((r) => r.code === code) ?? null)
      : null;
  return { province: find('province', place.province_code), area: find('city', place.city_code) };
}

/**
 * The settled part of a home page — this month's (and yesterday's) credits, the income of all time,
 * this month's upload per day — read once per scope and settlement run: an operator's month is a
 * few hundred thousand device-days, which only change when a day is settled.
 */
function settledHome(
  deps: Deps,
  scope: Scope,
  yesterday: string,
  monthDays: readonly string[],
  version: string,
) {
  const key = `home:${scopeKey(scope)}:${yesterday}`;
  return settledCacheOf(deps.db).get(
    deps.db,
    key,
    async () => {
      const from = monthDays[0] ?? yesterday;
      const [credited, total, flow, yesterdaySettled] = await Promise.all([
        creditedByDay(deps, scope, from, yesterday),
        creditedTotal(deps, scope),
        monthDays.length ? repo.settledFlow(deps.db, scope, from, yesterday, 0) : Promise.resolve([]),
        isSettled(deps, yesterday),
      ]);
      const income = new Map(credited.map((d) => [d.day, d.income_fen] as const));
      const upload = new Map(flow.map((d) => [d.day, d.bytes_up] as const));
      return {
        yesterday: income.get(yesterday) ?? 0,
        yesterdaySettled,
        total,
        monthMoney: monthDays.map((day) => ({ day, income_fen: income.get(day) ?? 0 })),
        monthFlowChart: monthDays.map((day) => ({ day, bytes_up: upload.get(day) ?? 0 })),
      };
    },
    version,
  );
}

/** The member home data of SPEC §3, every part read at once. */
export async function main2(deps: Deps, caller: FleetCaller): Promise<Main2> {
  const { yesterday, month } = calendarNow();
  const monthStart = firstDayOf(month);
  const scope = await visibleScope(deps, caller);
  // From the 1st, "this month" has no settled day yet: the month charts are empty, yesterday is last month.
  const monthDays = monthStart <= yesterday ? daysBetween(monthStart, yesterday) : [];
  // Round trips are what a home request costs most (BENCHMARKS.md): the counts and the settled
  // version come in one statement, beside the balances and the messages; the settled parts are then
  // answered from memory until the next settlement.
  const isManager = caller.isOperator || caller.isSuperman;
  const [{ version, counts, manage: more }, balances, messages] = await Promise.all([
    repo.homeCounts(deps.db, scope, isManager ? { callerId: caller.id } : null, ownFleet(caller)),
    memberBalances(deps.db, caller.id),
    latestUnread(deps, caller, 5),
  ]);
  const [settled, ranking, curve, zhishu] = await Promise.all([
    settledHome(deps, scope, yesterday, monthDays, version),
    rankingOf(deps, yesterday, version),
    dayCurve(deps, scope, yesterday, 0, version),
    homeZhishu(deps, scope, version),
  ]);
  const meIndex = ranking.findIndex((r) => r.member_id === caller.id);
  const places = ranking.slice(0, 10).map((entry, i) => ({ rank: i + 1, entry }));
  const mine = ranking[meIndex];
  const named = await present(deps, caller, mine ? [...places, { rank: meIndex + 1, entry: mine }] : places);
  // Operators' and staff's manage figures (those of /api/member/guanli); null for a plain member.
  const manage = more && {
    member_count: more.member_count,
    device_count: counts.devices,
    online_count: counts.online,
    offline_count: counts.devices - counts.online,
    uninstalled_count: counts.uninstalled,
    room_count: more.room_count,
    cabinet_count: more.cabinet_count,
  };
  return {
    overview: {
      balance_fen: balances.balanceFen,
      reserve_fen: balances.reserveFen,
      yesterday_income_fen: settled.yesterday,
      month_income_fen: settled.monthMoney.reduce((s, d) => s + d.income_fen, 0),
      total_income_fen: settled.total,
      device_total: counts.devices,
      online: counts.online,
      offline: counts.devices - counts.online,
    },
    banner_data: BANNERS,
    tanghua_data: TANGHUA_PENDING,
    monthFlowChart: settled.monthFlowChart,
    monthMoney: settled.monthMoney,
    N1MoneyRank: {
      day: yesterday,
      list: named.slice(0, places.length),
      me: mine ? (named.at(-1) ?? null) : null,
    },
    yesterdaySpeedChart: speedChartOf(yesterday, curve, settled.yesterdaySettled ? settled.yesterday : null),
    areaZhishu: zhishu.area,
    provinceZhishu: zhishu.province,
    memberManage: manage,
    memberMessage: messages.data,
    unread_count: messages.unread,
  };
}
