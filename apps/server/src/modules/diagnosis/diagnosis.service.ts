import { EXPLAIN_BASELINE_DAYS, type Explanation, type ExplainQuery } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { addDays } from '../../lib/time.ts';
import type { Caller, Scope } from '../accounts/scope.ts';
import { statsScope } from '../income/income.service.ts';
import * as repo from './diagnosis.repo.ts';
import { explain, type BoxDay, type ExplainInput, type Names } from './explain.ts';

/**
 * 收益诊断 (issue 50 §1, decision 0045): why a settled day's income moved, for what the caller's income
 * pages show (a member's own, an operator's fleet, staff the platform), one member of it, or one box.
 * Read from the settled rows and the kept events, never from live figures; computed the first time it
 * is asked for and kept until a settlement of a day it read finishes again. Settlement itself does
 * nothing more, so its time is what it was.
 */

/** Midnight of a Beijing day. */
const beijingStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

type Subject = { kind: Explanation['scope']; id: number; scope: Scope; deviceId: number | null };

async function subjectOf(deps: Deps, caller: Caller, q: ExplainQuery): Promise<Subject> {
  // Rights as the income pages': a member the caller does not manage answers as a missing one.
  const scope = await statsScope(deps, caller, q.member_id ?? 0);
  if (q.device_id !== undefined) {
    if (!(await repo.boxHeldBy(deps.db, scope, q.device_id))) throw new AppError('NOT_FOUND', '设备不存在');
    return { kind: 'device', id: q.device_id, scope, deviceId: q.device_id };
  }
  if (q.member_id !== undefined || (!caller.isOperator && !caller.isSuperman))
    return { kind: 'member', id: q.member_id ?? caller.id, scope, deviceId: null };
  // An operator's fleet is named by the operator; the platform (staff) by 0.
  return { kind: 'fleet', id: caller.isSuperman ? 0 : caller.id, scope, deviceId: null };
}

/** The day asked for (or the newest settled) and the settled days before it. */
async function daysOf(deps: Deps, day: string | undefined): Promise<{ day: string; baseline: string[] }> {
  const settled = (await repo.settledDaysUpTo(deps.db, day ?? null, EXPLAIN_BASELINE_DAYS + 1)).map(
    (r) => r.day,
  );
  const [newest, ...baseline] = settled;
  if (!newest || (day && newest !== day)) throw new AppError('INCOME_DAY_NOT_SETTLED');
  if (baseline.length === 0) throw new AppError('INCOME_NO_HISTORY');
  return { day: newest, baseline };
}

export async function explainIncome(deps: Deps, caller: Caller, q: ExplainQuery): Promise<Explanation> {
  const subject = await subjectOf(deps, caller, q);
  const { day, baseline } = await daysOf(deps, q.day);
  const oldest = baseline.at(-1)!;
  // A box's explanation is small and depends on whose parts the caller may see: computed each time.
  if (subject.kind !== 'device') {
    const kept = await repo.freshExplanation(deps.db, subject.kind, subject.id, day, oldest);
    if (kept) return kept;
  }
  const explanation = await computeExplanation(deps, subject, day, baseline);
  if (subject.kind !== 'device')
    await repo.keepExplanation(deps.db, subject.kind, subject.id, day, explanation);
  return explanation;
}

async function computeExplanation(
  deps: Deps,
  subject: Subject,
  day: string,
  baseline: string[],
): Promise<Explanation> {
  const { scope, deviceId } = subject;
  const days = [day, ...baseline];
  const dayStart = beijingStart(day);
  const dayEnd = beijingStart(addDays(day, 1));
  const [parts, holdings, faults, lowValue] = await Promise.all([
    repo.settledParts(deps.db, scope, days, deviceId),
    repo.holdingsOverlapping(deps.db, scope, beijingStart(baseline.at(-1)!), dayEnd, deviceId),
    repo.lineFaults(deps.db, scope, dayStart, dayEnd, deviceId),
    repo.lowValueBoxes(deps.db, scope, day, dayEnd, deviceId),
  ]);

  const input: ExplainInput = {
    day,
    baselineDays: baseline,
    boxDays: boxDaysOf(parts),
    heldDays: heldDaysOf(holdings, days),
    dayTotals: new Map(),
    lineFaults: linesOf(faults),
    lowValue: new Set(lowValue),
    ...(subject.kind === 'fleet' ? { memberDays: new Map() } : {}),
  };
  for (const p of parts) {
    input.dayTotals.set(p.day, (input.dayTotals.get(p.day) ?? 0) + p.income_fen);
    if (input.memberDays) {
      const byDay = input.memberDays.get(p.member_id) ?? new Map<string, number>();
      byDay.set(p.day, (byDay.get(p.day) ?? 0) + p.income_fen);
      input.memberDays.set(p.member_id, byDay);
    }
  }
  const names = await namesFor(deps, input);
  return { scope: subject.kind, ...explain(input, names) };
}

/** The parts of each box-day added up: the facts are the box-day's, the same on every part. */
function boxDaysOf(parts: repo.PartRow[]): BoxDay[] {
  const byKey = new Map<string, BoxDay>();
  for (const p of parts) {
    const key = `${p.device_id}:${p.day}`;
    const found = byKey.get(key);
    if (found) {
      found.incomeFen += p.income_fen;
      continue;
    }
    byKey.set(key, {
      deviceId: p.device_id,
      day: p.day,
      incomeFen: p.income_fen,
      dayIncomeFen: p.day_income_fen,
      value95Kbps: p.value95_kbps,
      samples: p.samples,
      availabilityBp: p.availability_bp,
      unitPriceFen: p.unit_price_fen,
      isp: p.isp,
    });
  }
  return [...byKey.values()];
}

/** The days each box was held by the scope at any moment of (Beijing days). */
function heldDaysOf(
  holdings: { device_id: number; started_at: string; ended_at: string | null }[],
  days: string[],
): Map<number, Set<string>> {
  const held = new Map<number, Set<string>>();
  for (const h of holdings) {
    const from = Date.parse(h.started_at);
    const to = h.ended_at === null ? Infinity : Date.parse(h.ended_at);
    for (const day of days) {
      if (from < beijingStart(addDays(day, 1)).getTime() && to > beijingStart(day).getTime()) {
        const set = held.get(h.device_id) ?? new Set<string>();
        set.add(day);
        held.set(h.device_id, set);
      }
    }
  }
  return held;
}

/** `线路 ppp0、ppp1 掉线` → ppp0, ppp1, by box (every fault of the day). */
function linesOf(faults: { device_id: number; detail: string }[]): Map<number, string[]> {
  const lines = new Map<number, string[]>();
  for (const f of faults) {
    const named = /^线路 (.+) 掉线$/.exec(f.detail)?.[1]?.split('、') ?? [];
    const known = lines.get(f.device_id) ?? [];
    lines.set(f.device_id, [...new Set([...known, ...named])]);
  }
  return lines;
}

async function namesFor(deps: Deps, input: ExplainInput): Promise<Names> {
  const boxIds = [...new Set([...input.boxDays.map((b) => b.deviceId), ...input.heldDays.keys()])];
  const memberIds = [...(input.memberDays?.keys() ?? [])];
  const [boxes, members] = await Promise.all([
    repo.boxNames(deps.db, boxIds),
    repo.memberNames(deps.db, memberIds),
  ]);
  const boxById = new Map(boxes.map((b) => [b.id, { sn: b.sn, name: b.name ?? '' }]));
  const memberById = new Map(members.map((m) => [m.id, { mobile: m.mobile, name: m.nickname }]));
  return {
    box: (id) => boxById.get(id) ?? { sn: String(id), name: '' },
    member: (id) => memberById.get(id) ?? { mobile: '', name: '' },
  };
}
