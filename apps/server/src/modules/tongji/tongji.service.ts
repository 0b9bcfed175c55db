import type { SpeedChart } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../accounts/scope.ts';
import * as repo from './tongji.repo.ts';

const timeOf = (bucket: number) =>
  `${String(Math.floor((bucket * 5) / 60)).padStart(2, '0')}:${String((bucket * 5) % 60).padStart(2, '0')}`;

/** value95 of DESIGN §7 over any series of 288 rates: sort descending, drop the top 14, take the next. */
export function value95(rates: number[]): number {
  const sorted = [...rates].map((v) => Math.max(0, v)).sort((a, b) => b - a);
  return sorted[14] ?? 0;
}

export async function speedChart(deps: Deps, caller: Caller, day?: string): Promise<SpeedChart> {
  const target = day ?? (await repo.yesterday(deps.db));
  const { totals, bytesUp } = await repo.fleetDayCurve(deps.db, caller, target);
  const data = totals.map((kbps, i) => ({ time: timeOf(i), kbps }));
  let maxIndex = 0;
  totals.forEach((v, i) => {
    if (v > (totals[maxIndex] ?? 0)) maxIndex = i;
  });
  return {
    day: target,
    data,
    totalValue: bytesUp,
    maxValue: totals[maxIndex] ?? 0,
    maxTime: timeOf(maxIndex),
    value95: value95(totals),
    // Settlement (issue 4) fills this from the ledger; until a day is settled there is no income yet.
    money: null,
  };
}
