/**
 * 收益诊断 (/income/explain) as the page shows it: the address it reads, the change as a sign and a
 * percentage, and one cause as a row (its name, signed 元, its share of the change and the width of
 * its bar). Amounts stay integer fen until written by the income screens' formatters.
 */
import type { Explanation, ExplainPart } from '../api/get-income-explanation';
import { explainText } from '@/locales/zh-CN/income-explain';
import { beijingToday, isDay } from './calendar';
import { signedYuan } from './format';

export type ExplainAddress = {
  /** The settled day asked for; none: the newest settled day. */
  day: string | undefined;
  memberId: number;
  deviceId: number;
  /** How the member or the box is called in the header (the reply does not say). */
  name: string;
};

function idOf(raw: string | null): number {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** ?day= when it is a real day before today (Beijing), else the newest settled day. */
export function readExplainAddress(params: URLSearchParams, now = Date.now()): ExplainAddress {
  const day = params.get('day');
  return {
    day: isDay(day) && day < beijingToday(now) ? day : undefined,
    memberId: idOf(params.get('member_id')),
    deviceId: idOf(params.get('device_id')),
    name: params.get('name') ?? '',
  };
}

/** Whether an amount lowered the income, raised it or left it. */
export type Tone = 'loss' | 'gain' | 'flat';

export function toneOf(fen: number): Tone {
  return fen < 0 ? 'loss' : fen > 0 ? 'gain' : 'flat';
}

/** A ratio as a signed percentage without a trailing .0: -0.15 → "-15%", 0.082 → "+8.2%"; none of null. */
export function ratioText(ratio: number | null): string | null {
  if (ratio === null || !Number.isFinite(ratio)) return null;
  const percent = Math.round(ratio * 1000) / 10;
  const text = `${Math.abs(percent).toFixed(1).replace(/\.0$/, '')}%`;
  return percent > 0 ? `+${text}` : percent < 0 ? `-${text}` : text;
}

export type CauseRow = {
  cause: ExplainPart['cause'];
  name: string;
  /** "+12.30", "-4.05", "0.00". */
  yuan: string;
  tone: Tone;
  /** "占变化 45%"; null when the income did not change. */
  share: string | null;
  /** How far its bar reaches, 0–100 (a part larger than the change fills it). */
  bar: number;
  /** A price change's before and after; 其他's explanation; else null. */
  note: string | null;
  boxCount: number;
  /** Boxes listed under it (the server lists the ones that moved it most, at most 10). */
  boxes: ExplainPart['boxes'];
};

/** One cause as the page draws it. */
export function causeRow(part: ExplainPart): CauseRow {
  const share = part.share === null ? null : ratioText(part.share);
  return {
    cause: part.cause,
    name: explainText.causes[part.cause],
    yuan: signedYuan(part.fen),
    tone: toneOf(part.fen),
    share: share === null ? null : explainText.share(share.replace(/^\+/, '')),
    bar: part.share === null ? 0 : Math.min(100, Math.round(Math.abs(part.share) * 100)),
    note: part.cause === 'other' ? explainText.otherNote : part.detail,
    boxCount: part.box_count,
    boxes: part.boxes,
  };
}

/**
 * The causes worth a row: those that moved the income, and 其他 always (what the causes do not
 * explain is never hidden). The server sends them in reading order, 其他 last.
 */
export function causeRows(explanation: Explanation): CauseRow[] {
  return explanation.parts.filter((part) => part.fen !== 0 || part.cause === 'other').map(causeRow);
}

/** "-12.30 元（-15%）": the day's change in 元 and against the baseline. */
export function changeText(explanation: Explanation): string {
  return explainText.summary.changeValue(
    signedYuan(explanation.change_fen),
    ratioText(explanation.change_ratio),
  );
}
