import type { SpeedChart } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../accounts/scope.ts';
import { shanghaiToday } from '../../lib/time.ts';
import { scopeKey, visibleScope, type Scope } from '../accounts/scope.ts';
import { creditedByDay, isSettled } from '../income/income.service.ts';
import { settledCacheOf } from '../stats/settled-cache.ts';
import * as repo from './tongji.repo.ts';

export type { DayCurve } from './tongji.repo.ts';

const timeOf = (bucket: number) =>
  `${String(Math.floor((bucket * 5) / 60)).padStart(2, '0')}:${String((bucket * 5) % 60).padStart(2, '0')}`;

/** value95 of DESIGN §7 over any series of 288 rates: sort descending, drop the top 14, take the next. */
export function value95(rates: number[]): number {
  const sorted = [...rates].map((v) => Math.max(0, v)).sort((a, b) => b - a);
  return sorted[14] ?? 0;
}

export async function speedChart(deps: Deps, caller: Caller, day?: string): Promise<SpeedChart> {
  const target = day ?? (await repo.yesterday(deps.db));
  const scope = await visibleScope(deps, caller);
  const [curve, money] = await Promise.all([
    dayCurve(deps, scope, target),
    settledIncome(deps, scope, target),
  ]);
  return speedChartOf(target, curve, money);
}

/**
 * Charts made from a curve, by the curve: a settled day's curve is one kept object (`dayCurve`), so
 * the member home, which draws yesterday's on every request, makes its 288 points and value95 once
 * per curve instead of per request (issue 17 §3).
 */
const chartsOfCurves = new WeakMap<repo.DayCurve, { day: string; money: number | null; chart: SpeedChart }>();

/** The speed chart of a day's curve: 288 points, the peak and its time, value95, and the income. */
export function speedChartOf(day: string, curve: repo.DayCurve, money: number | null): SpeedChart {
  const made = chartsOfCurves.get(curve);
  if (made && made.day === day && made.money === money) return made.chart;
  const chart = drawSpeedChart(day, curve, money);
  chartsOfCurves.set(curve, { day, money, chart });
  return chart;
}

function drawSpeedChart(day: string, curve: repo.DayCurve, money: number | null): SpeedChart {
  const { totals, bytesUp } = curve;
  const data = totals.map((kbps, i) => ({ time: timeOf(i), kbps }));
  let maxIndex = 0;
  totals.forEach((v, i) => {
    if (v > (totals[maxIndex] ?? 0)) maxIndex = i;
  });
  return {
    day,
    data,
    totalValue: bytesUp,
    maxValue: totals[maxIndex] ?? 0,
    maxTime: timeOf(maxIndex),
    value95: value95(totals),
    money,
  };
}

/**
 * The summed five-minute curve of a day for a scope (or one device). A past day's curve is kept per
 * process for a while (SettledCache): summing 288 points over a whole fleet's rows is the costliest
 * read of the home page, and a finished day only changes by a rare late sample.
 */
export async function dayCurve(
  deps: Pick<Deps, 'db'>,
  scope: Scope,
  day: string,
  deviceId = 0,
  settledVersion?: string,
) {
  if (day >= shanghaiToday()) return repo.dayCurve(deps.db, scope, day, deviceId);
  const key = `curve:${scopeKey(scope)}:${deviceId}:${day}`;
  return settledCacheOf(deps.db).get(
    deps.db,
    key,
    () => repo.dayCurve(deps.db, scope, day, deviceId),
    settledVersion,
  );
}

/** The fleet's device income of a day once its settlement has finished; null before. */
async function settledIncome(deps: Deps, scope: Scope, day: string): Promise<number | null> {
  if (!(await isSettled(deps, day))) return null;
  const credited = await creditedByDay(deps, scope, day, day);
  return credited.reduce((sum, d) => sum + d.income_fen, 0);
}
