import {
  EXPLAIN_CAUSES,
  EXPLAIN_NOTABLE,
  type Explanation,
  type ExplainCause,
  type ExplainPart,
} from '@nodebao/contract';

/**
 * 收益诊断 as arithmetic (issue 50 §1, decision 0045): a settled day's income against the median of
 * the settled days before it, split into causes. Pure: the service reads the rows, this explains them.
 *
 * A box's income of a day is floor(value95 × price × availability) × its holder's share of the day
 * (DESIGN §7). For a box held on the day and on most baseline days, the change against its own medians
 * is split along that product, one factor at a time (price, then availability, then value95, then the
 * share), each factor's step valued with the factors before it at the day's value and those after at
 * the baseline's — so the steps add up to the model's change exactly. What the model does not explain
 * (the floor, medians of a product against the product of medians) goes to 其他, as does the gap
 * between the sum of the boxes' medians and the median of the totals. Nothing is hidden.
 */

/** A box's day within the scope: its holders' parts added up, with the facts of the whole box-day. */
export type BoxDay = {
  deviceId: number;
  day: string;
  /** The scope's parts of the day's income. */
  incomeFen: number;
  /** The whole box-day's income, whoever held it. */
  dayIncomeFen: number;
  value95Kbps: number;
  samples: number;
  availabilityBp: number;
  unitPriceFen: number;
  isp: string | null;
};

export type ExplainInput = {
  day: string;
  /** The settled days before `day`, newest first. */
  baselineDays: string[];
  /** Box-days of `day` and the baseline days. */
  boxDays: BoxDay[];
  /** The days (of `day` and the baseline) each box was held by the scope at any moment. */
  heldDays: Map<number, Set<string>>;
  /** The scope's income of each day (the parts, added up). */
  dayTotals: Map<string, number>;
  /** Lines reported down on `day`, by box. */
  lineFaults: Map<number, string[]>;
  /** Boxes marked low-value for `day`. */
  lowValue: Set<number>;
  /** For a fleet: each member's income by day, to name the members that moved it most. */
  memberDays?: Map<number, Map<string, number>>;
};

/** What the explanation names boxes and members by. */
export type Names = {
  box: (deviceId: number) => { sn: string; name: string };
  member: (memberId: number) => { mobile: string; name: string };
};

const ISP_NAMES: Record<string, string> = { telecom: '电信', unicom: '联通', mobile: '移动' };
const BOXES_SHOWN = 10;
const MEMBERS_SHOWN = 10;
/** A box that lost at least this many online hours against its usual day lost its value95 to that. */
const OFFLINE_HOURS_THAT_COUNT = 1;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const mbps = (kbps: number) => (kbps / 1000).toFixed(1);
const hours = (samples: number) => (samples * 5) / 60;

type Contribution = { deviceId: number; fen: number; detail: string };

/** The per-cause sums and the boxes behind them, as the boxes are gone through. */
class Ledger {
  private readonly byCause = new Map<ExplainCause, Map<number, Contribution>>();
  readonly priceChanges = new Map<string, string>();

  /** A box's share of a cause; a second share of the same box adds to it and says the more. */
  add(cause: ExplainCause, deviceId: number, fen: number, detail: string): void {
    if (Math.abs(fen) < 0.005) return;
    const boxes = this.byCause.get(cause) ?? new Map<number, Contribution>();
    const known = boxes.get(deviceId);
    boxes.set(deviceId, {
      deviceId,
      fen: (known?.fen ?? 0) + fen,
      detail: known && known.detail.length > detail.length ? known.detail : detail,
    });
    this.byCause.set(cause, boxes);
  }

  contributions(cause: ExplainCause): Contribution[] {
    return [...(this.byCause.get(cause)?.values() ?? [])];
  }

  total(cause: ExplainCause): number {
    return this.contributions(cause).reduce((sum, c) => sum + c.fen, 0);
  }
}

/** One box's change against its own baseline, into the ledger. */
function explainBox(input: ExplainInput, deviceId: number, days: Map<string, BoxDay>, ledger: Ledger): void {
  const held = input.heldDays.get(deviceId) ?? new Set<string>();
  const today = days.get(input.day);
  const heldToday = held.has(input.day) || today !== undefined;
  const heldBaseline = input.baselineDays.filter((d) => held.has(d) || days.has(d));
  const baselineFen = median(input.baselineDays.map((d) => days.get(d)?.incomeFen ?? 0));
  const change = (today?.incomeFen ?? 0) - baselineFen;
  const usual = heldBaseline.length * 2 > input.baselineDays.length;

  if (!heldToday) {
    ledger.add('left', deviceId, change, '移除或转出');
    return;
  }
  if (!usual) {
    ledger.add('arrived', deviceId, change, '新增或转入');
    return;
  }
  if (!today) {
    ledger.add('offline', deviceId, change, '全天离线');
    return;
  }
  const base = heldBaseline.map((d) => days.get(d)).filter((r): r is BoxDay => r !== undefined);
  if (base.length === 0) {
    ledger.add('offline', deviceId, change, '前几日离线');
    return;
  }
  const share = (r: BoxDay) => (r.dayIncomeFen > 0 ? r.incomeFen / r.dayIncomeFen : 1);
  const v0 = median(base.map((r) => r.value95Kbps));
  const p0 = median(base.map((r) => r.unitPriceFen));
  const a0 = median(base.map((r) => r.availabilityBp));
  const s0 = median(base.map(share));
  const samples0 = median(base.map((r) => r.samples));
  const { value95Kbps: v, unitPriceFen: p, availabilityBp: a } = today;
  const s = today.dayIncomeFen > 0 ? share(today) : s0;

  const price = ((p - p0) * v0 * a0 * s0) / 1e7;
  const availability = (p * v0 * (a - a0) * s0) / 1e7;
  const value95 = (p * (v - v0) * a * s0) / 1e7;
  const holding = (p * v * a * (s - s0)) / 1e7;

  const lostHours = hours(samples0 - today.samples);
  const faults = input.lineFaults.get(deviceId);
  const offlineDetail =
    lostHours > 0 ? `少在线 ${lostHours.toFixed(1)} 小时` : `在线 ${hours(today.samples).toFixed(1)} 小时`;
  const rateDetail = `95 值 ${mbps(v0)} → ${mbps(v)} Mbps`;
  // A value95 that fell while the box was away, or with a line down, fell because of that.
  const [rateCause, rateDetailShown]: [ExplainCause, string] =
    lostHours >= OFFLINE_HOURS_THAT_COUNT && value95 < 0
      ? ['offline', `${offlineDetail}，${rateDetail}`]
      : faults && value95 < 0
        ? ['line_fault', `线路 ${faults.join('、')} 掉线，${rateDetail}`]
        : input.lowValue.has(deviceId) && value95 < 0
          ? ['low_value', `${rateDetail}，已标记为低价值`]
          : ['value95', rateDetail];

  if (p !== p0) {
    ledger.add('price', deviceId, price, `单价 ${p0} → ${p} 分/Mbps/天`);
    const isp = today.isp ? (ISP_NAMES[today.isp] ?? today.isp) : '未知运营商';
    ledger.priceChanges.set(isp, `${isp} ${p0} → ${p} 分/Mbps/天`);
  }
  ledger.add('offline', deviceId, availability, offlineDetail);
  ledger.add(rateCause, deviceId, value95, rateDetailShown);
  ledger.add(holding > 0 ? 'arrived' : 'left', deviceId, holding, '当日部分时间由他人持有');
  ledger.add('other', deviceId, change - (price + availability + value95 + holding), '取整与中位数差');
}

export function explain(input: ExplainInput, names: Names): Omit<Explanation, 'scope'> {
  const byBox = new Map<number, Map<string, BoxDay>>();
  for (const r of input.boxDays) {
    const days = byBox.get(r.deviceId) ?? new Map<string, BoxDay>();
    days.set(r.day, r);
    byBox.set(r.deviceId, days);
  }
  for (const deviceId of input.heldDays.keys()) if (!byBox.has(deviceId)) byBox.set(deviceId, new Map());

  const ledger = new Ledger();
  for (const [deviceId, days] of byBox) explainBox(input, deviceId, days, ledger);

  const incomeFen = input.dayTotals.get(input.day) ?? 0;
  const baselineFen = Math.round(median(input.baselineDays.map((d) => input.dayTotals.get(d) ?? 0)));
  const changeFen = incomeFen - baselineFen;

  // Each cause rounded to the fen; 其他 is what is left, so the parts add up to the change exactly.
  const parts: ExplainPart[] = [];
  let explained = 0;
  for (const cause of Object.keys(EXPLAIN_CAUSES) as ExplainCause[]) {
    if (cause === 'other') continue;
    const fen = Math.round(ledger.total(cause));
    if (fen === 0) continue;
    explained += fen;
    parts.push(partOf(cause, fen, ledger, names, changeFen));
  }
  parts.push(partOf('other', changeFen - explained, ledger, names, changeFen));

  return {
    day: input.day,
    baseline_days: input.baselineDays,
    income_fen: incomeFen,
    baseline_fen: baselineFen,
    change_fen: changeFen,
    change_ratio: baselineFen > 0 ? changeFen / baselineFen : null,
    notable:
      Math.abs(changeFen) >= EXPLAIN_NOTABLE.minFen &&
      (baselineFen === 0 || Math.abs(changeFen) >= baselineFen * EXPLAIN_NOTABLE.ratio),
    parts,
    members: input.memberDays ? movers(input, names) : [],
  };
}

function partOf(
  cause: ExplainCause,
  fen: number,
  ledger: Ledger,
  names: Names,
  changeFen: number,
): ExplainPart {
  const touched = ledger.contributions(cause).filter((c) => Math.abs(c.fen) >= 0.5);
  // The boxes that moved the cause most in its own direction first.
  const sign = fen < 0 ? -1 : 1;
  const shown = [...touched].sort((a, b) => sign * (b.fen - a.fen)).slice(0, BOXES_SHOWN);
  return {
    cause,
    fen,
    share: changeFen !== 0 ? fen / changeFen : null,
    box_count: cause === 'other' ? 0 : touched.length,
    boxes:
      cause === 'other'
        ? []
        : shown.map((c) => ({
            device_id: c.deviceId,
            ...names.box(c.deviceId),
            fen: Math.round(c.fen),
            detail: c.detail,
          })),
    detail:
      cause === 'price' && ledger.priceChanges.size ? [...ledger.priceChanges.values()].join('；') : null,
  };
}

/** A fleet's members by how much each moved the fleet's change, the largest first. */
function movers(input: ExplainInput, names: Names): Explanation['members'] {
  const moved: { member_id: number; fen: number }[] = [];
  for (const [memberId, days] of input.memberDays ?? []) {
    const base = median(input.baselineDays.map((d) => days.get(d) ?? 0));
    const fen = Math.round((days.get(input.day) ?? 0) - base);
    if (fen !== 0) moved.push({ member_id: memberId, fen });
  }
  return moved
    .sort((a, b) => Math.abs(b.fen) - Math.abs(a.fen))
    .slice(0, MEMBERS_SHOWN)
    .map((m) => ({ ...m, ...names.member(m.member_id) }));
}
