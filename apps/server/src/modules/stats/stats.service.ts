import { areaList } from '@vant/area-data';
import type { Deps } from '../../deps.ts';
import {
  addDays,
  calendarNow,
  daysBetween,
  firstDayOf,
  lastDayOf,
  monthsEndingWith,
} from '../../lib/time.ts';
import type { Caller } from '../accounts/scope.ts';
import { deviceInfo } from '../devices/devices.service.ts';
import { scopeKey, type Scope } from '../accounts/scope.ts';
import { creditedTotal, incomeByDay, statsScope } from '../income/income.service.ts';
import { dayCurve, value95 } from '../tongji/tongji.service.ts';
import { settledCacheOf } from './settled-cache.ts';
import * as repo from './stats.repo.ts';
import { ZHISHU_WINDOW_DAYS, zhishuTable } from './zhishu.ts';

const nameOf = (code: string | null, province: boolean) =>
  code === null
    ? '未设置地区'
    : ((province ? areaList.province_list[code] : areaList.city_list[code]) ?? code);

/** Figures of settled days only change with a settlement run: kept until then (SettledCache). */
function kept<T>(deps: Deps, key: string, compute: () => Promise<T>): Promise<T> {
  return settledCacheOf(deps.db).get(deps.db, key, compute);
}

function settledFlow(deps: Deps, scope: Scope, from: string, to: string, deviceId: number) {
  return kept(deps, `flow:${scopeKey(scope)}:${deviceId}:${from}:${to}`, () =>
    repo.settledFlow(deps.db, scope, from, to, deviceId),
  );
}

/** /dashboard/city: the caller's devices and income per province, or per city of one province. */
export async function fleetByArea(deps: Deps, caller: Caller, province?: string) {
  const scope = await statsScope(deps, caller);
  const { yesterday, month } = calendarNow();
  const list = await repo.fleetByArea(deps.db, scope, province ?? null, {
    yesterday,
    monthStart: firstDayOf(month),
  });
  const data = list.map((r) => ({ ...r, name: nameOf(r.code, !province) }));
  const total = { devices: 0, online: 0, yesterday_income_fen: 0, month_income_fen: 0 };
  for (const r of data) {
    total.devices += r.devices;
    total.online += r.online;
    total.yesterday_income_fen += r.yesterday_income_fen;
    total.month_income_fen += r.month_income_fen;
  }
  return {
    level: province ? ('city' as const) : ('province' as const),
    province_code: province ?? null,
    yesterday,
    month,
    data,
    total,
  };
}

/** incomeData of SPEC §3 for a day (default yesterday) or a month: by member, room and tag. */
export async function incomeData(
  deps: Deps,
  caller: Caller,
  q: { day?: string | undefined; month?: string | undefined },
) {
  const scope = await statsScope(deps, caller);
  const from = q.month ? firstDayOf(q.month) : (q.day ?? calendarNow().yesterday);
  const to = q.month ? lastDayOf(q.month) : from;
  const groups = await repo.incomeGroups(deps.db, scope, from, to);
  const figures = (g: repo.IncomeGroupRow) => ({
    devices: g.devices,
    income_fen: g.income_fen,
    value95_kbps: g.value95_kbps,
  });
  const total = groups.find((g) => !g.by_member && !g.by_room && !g.by_tag);
  return {
    from,
    to,
    member_data: groups
      .filter((g) => g.by_member && g.member_id !== null)
      .map((g) => ({
        member_id: g.member_id ?? 0,
        mobile: g.mobile ?? '',
        name: g.nickname || g.mobile || '',
        ...figures(g),
      })),
    room_data: groups
      .filter((g) => g.by_room)
      .map((g) => ({
        room_id: g.room_id,
        name: g.room_id === null ? '未上架' : (g.room_name ?? ''),
        ...figures(g),
      })),
    tag_data: groups
      .filter((g) => g.by_tag)
      .map((g) => ({
        tag_id: g.tag_id,
        name: g.tag_id === null ? '未分组' : (g.tag_name ?? ''),
        ...figures(g),
      })),
    total: total ? figures(total) : { devices: 0, income_fen: 0, value95_kbps: 0 },
  };
}

export async function moneyPaiming(
  deps: Deps,
  caller: Caller,
  q: { day?: string | undefined; limit: number },
) {
  const scope = await statsScope(deps, caller);
  const day = q.day ?? calendarNow().yesterday;
  const list = await repo.deviceMoneyRank(deps.db, scope, day, q.limit);
  return { day, list: list.map((r, i) => ({ rank: i + 1, ...r })) };
}

export async function deviceFlowRank(
  deps: Deps,
  caller: Caller,
  q: { day?: string | undefined; limit: number },
) {
  const scope = await statsScope(deps, caller);
  const day = q.day ?? calendarNow().yesterday;
  const list = await repo.deviceFlowRank(deps.db, scope, day, q.limit);
  return { day, list: list.map((r, i) => ({ rank: i + 1, ...r })) };
}

/** Every day of a month (up to yesterday for this month), zero where nothing was settled. */
export async function memberMonth(
  deps: Deps,
  caller: Caller,
  q: { month?: string | undefined; member_id: number },
) {
  const scope = await statsScope(deps, caller, q.member_id);
  const { yesterday, month: thisMonth } = calendarNow();
  const month = q.month ?? thisMonth;
  const from = firstDayOf(month);
  const to = lastDayOf(month) < yesterday ? lastDayOf(month) : yesterday;
  const settled = new Map((await incomeByDay(deps, scope, from, lastDayOf(month))).map((d) => [d.day, d]));
  const data = (from <= to ? daysBetween(from, to) : []).map((day) => {
    const d = settled.get(day);
    return {
      day,
      income_fen: d?.income_fen ?? 0,
      bytes_up: d?.bytes_up ?? 0,
      bytes_down: d?.bytes_down ?? 0,
      value95_kbps: d?.value95_kbps ?? 0,
      devices: d?.devices ?? 0,
    };
  });
  return {
    month,
    data,
    total_income_fen: data.reduce((s, d) => s + d.income_fen, 0),
    total_bytes_up: data.reduce((s, d) => s + d.bytes_up, 0),
    total_bytes_down: data.reduce((s, d) => s + d.bytes_down, 0),
  };
}

/** deviceIncome of SPEC §3. A device the caller may not see is NOT_FOUND, as in every device call. */
export async function deviceIncome(deps: Deps, caller: Caller, deviceId: number) {
  await deviceInfo(deps, caller, deviceId);
  const scope = await statsScope(deps, caller);
  const { month } = calendarNow();
  const months = monthsEndingWith(month, 12);
  const [data, byMonth, total] = await Promise.all([
    repo.deviceDays(deps.db, scope, deviceId, 30),
    repo.deviceMonths(deps.db, scope, deviceId, firstDayOf(months[0] ?? month)),
    repo.deviceTotal(deps.db, scope, deviceId),
  ]);
  const income = new Map(byMonth.map((m) => [m.month, m.income_fen]));
  return {
    device_id: deviceId,
    month_data: months.map((m) => ({ month: m, income_fen: income.get(m) ?? 0 })),
    total_money: total,
    data,
  };
}

const timeOf = (bucket: number) =>
  `${String(Math.floor((bucket * 5) / 60)).padStart(2, '0')}:${String((bucket * 5) % 60).padStart(2, '0')}`;

type FlowQuery = {
  timeType: 'today' | 'yesterday' | 'day' | 'month';
  time?: string | undefined;
  device_id: number;
};

/** Flow of the fleet or one device: a day's 288 rates, or a month's settled days. */
export async function flow(deps: Deps, caller: Caller, q: FlowQuery) {
  if (q.device_id) await deviceInfo(deps, caller, q.device_id);
  const scope = await statsScope(deps, caller);
  const { today, yesterday, month: thisMonth } = calendarNow();
  if (q.timeType === 'month') {
    const month = q.time ?? thisMonth;
    const days = await settledFlow(deps, scope, firstDayOf(month), lastDayOf(month), q.device_id);
    return {
      unit: 'day' as const,
      timeType: q.timeType,
      time: month,
      device_id: q.device_id,
      data: days.map((d) => ({
        time: d.day,
        bytes_up: d.bytes_up,
        bytes_down: d.bytes_down,
        value95_kbps: d.value95_kbps,
      })),
      bytes_up: days.reduce((s, d) => s + d.bytes_up, 0),
      bytes_down: days.reduce((s, d) => s + d.bytes_down, 0),
      income_fen: days.reduce((s, d) => s + d.income_fen, 0),
    };
  }
  const day = q.timeType === 'today' ? today : q.timeType === 'yesterday' ? yesterday : (q.time ?? today);
  const { totals, bytesUp, bytesDown } = await dayCurve(deps, scope, day, q.device_id);
  return {
    unit: 'bucket' as const,
    timeType: q.timeType,
    time: day,
    device_id: q.device_id,
    data: totals.map((kbps, i) => ({ time: timeOf(i), up_kbps: kbps })),
    bytes_up: bytesUp,
    bytes_down: bytesDown,
    peak_kbps: totals.reduce((max, v) => Math.max(max, v), 0),
    value95_kbps: value95(totals),
  };
}

/** Counts and sums for the device detail (id) or the caller's whole fleet (id 0). */
export async function deviceOverview(deps: Deps, caller: Caller, deviceId: number) {
  if (deviceId) await deviceInfo(deps, caller, deviceId);
  const scope = await statsScope(deps, caller);
  const { today, yesterday, month } = calendarNow();
  const monthStart = firstDayOf(month);
  const windowFrom = addDays(yesterday, -(ZHISHU_WINDOW_DAYS - 1));
  const [counts, upload, settled, last30] = await Promise.all([
    repo.deviceCounts(deps.db, scope, deviceId),
    repo.uploadOn(deps.db, scope, [today, yesterday], deviceId),
    settledFlow(deps, scope, monthStart < yesterday ? monthStart : yesterday, yesterday, deviceId),
    kept(deps, `summary:${scopeKey(scope)}:${deviceId}:${windowFrom}:${yesterday}`, () =>
      repo.settledSummary(deps.db, scope, windowFrom, yesterday, deviceId),
    ),
  ]);
  const total = deviceId
    ? await repo.deviceTotal(deps.db, scope, deviceId)
    : await creditedTotal(deps, scope);
  const yesterdayRow = settled.find((d) => d.day === yesterday);
  return {
    device_id: deviceId || null,
    devices: counts.devices,
    online: counts.online,
    today_bytes_up: upload.find((u) => u.day === today)?.bytes_up ?? 0,
    yesterday_bytes_up: upload.find((u) => u.day === yesterday)?.bytes_up ?? 0,
    yesterday_income_fen: yesterdayRow?.income_fen ?? 0,
    yesterday_value95_kbps: yesterdayRow?.value95_kbps ?? 0,
    month_income_fen: settled.filter((d) => d.day >= monthStart).reduce((s, d) => s + d.income_fen, 0),
    total_income_fen: total,
    settled_days_30: last30.device_days,
    avg_value95_kbps_30: last30.avg_value95,
    online_minutes_30: last30.online_minutes,
  };
}

// ---- the regional index ---------------------------------------------------------------------------

/** The 30 settled days the index covers, ending yesterday. */
export function zhishuWindow(now = calendarNow()) {
  return { from: addDays(now.yesterday, -(ZHISHU_WINDOW_DAYS - 1)), to: now.yesterday };
}

/** The per-(province, city) figures of the window, computed once per settlement and process. */
export async function regionFigures(deps: Deps, settledVersion?: string) {
  const { from, to } = zhishuWindow();
  return settledCacheOf(deps.db).get(
    deps.db,
    `regions:${from}:${to}`,
    async () => ({
      from,
      to,
      figures: await repo.regionFigures(deps.db, from, to),
      settledDays: await repo.settledDayCount(deps.db, from, to),
    }),
    settledVersion,
  );
}

export async function zhishu(deps: Deps, level: 'province' | 'city', province?: string) {
  const { from, to, figures, settledDays } = await regionFigures(deps);
  const table = zhishuTable(figures, level, settledDays);
  const data = province ? table.data.filter((r) => r.province_code === province) : table.data;
  return { level, from, to, national: table.national, data };
}
