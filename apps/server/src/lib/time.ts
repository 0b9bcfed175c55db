/**
 * Calendar days and months in Asia/Shanghai (DESIGN §4: "day" boundaries are Beijing time), as
 * YYYY-MM-DD and YYYY-MM strings. Arithmetic runs on the date alone (UTC noon), so no time zone or
 * daylight rule can shift a day.
 */

const shanghaiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let keptMinute = Number.NaN;
let keptDay = '';

/**
 * Today's date in Beijing. Formatting a date in a time zone is the costliest part of a cached
 * home request (issue 17 §3), and every request asks it: the day is kept for the minute it was
 * read in (time zones move days only on whole minutes).
 */
export function shanghaiToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== keptMinute) {
    keptDay = shanghaiDate.format(now);
    keptMinute = minute;
  }
  return keptDay;
}

const asDate = (day: string) => new Date(`${day}T12:00:00Z`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const d = asDate(day);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const d = new Date(`${month}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDay(d).slice(0, 7);
}

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

let keptRange: { from: string; to: string; days: readonly string[] } | null = null;

/**
 * Every day from `from` to `to`, both included. The last range asked is kept: every home request asks
 * this month's days, and writing them out was ~2 % of its server time (issue 17 §3).
 */
export function daysBetween(from: string, to: string): readonly string[] {
  if (keptRange?.from === from && keptRange.to === to) return keptRange.days;
  const days: string[] = [];
  // One Date walked forward.
  for (const d = asDate(from); ; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = isoDay(d);
    if (day > to) break;
    days.push(day);
  }
  keptRange = { from, to, days: Object.freeze(days) };
  return keptRange.days;
}

/** The `count` months ending with `last`, oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}

/** Today, yesterday and this month, read once per request so one reply never straddles midnight. */
export function calendarNow(now: Date = new Date()) {
  const today = shanghaiToday(now);
  return { today, yesterday: addDays(today, -1), month: monthOf(today) };
}

/** PostgreSQL's text form of a timestamptz: `2026-11-23 13:45:00.123456+00` (minutes optional). */
const PG_TIMESTAMPTZ = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;
/** The same in UTC, as the server's sessions send it: `2026-11-23 13:45:00.123456+00`. */
const PG_UTC = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?\+00$/;

/**
 * A timestamp as an ISO string (`…Z`), from a Date or from PostgreSQL's text form. The text form is
 * rewritten to ISO before parsing: `new Date()` reads PostgreSQL's own format through V8's slow
 * legacy parser, which cost more than everything else of a 100-row device page (issue 3 §5).
 */
export function isoTimestamp(value: Date | string): string {
  if (typeof value !== 'string') return value.toISOString();
  // The server's sessions run in UTC, so PostgreSQL's text is ISO but for its separators and the
  // fraction's length: rewritten as a string, no Date made (a 100-row device page has 300 of them,
  // ~10 % of its CPU through Date; issue 17 §1).
  if (PG_UTC.test(value)) {
    const fraction = value.length > 22 ? value.slice(20, -3) : '';
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
  }
  const m = PG_TIMESTAMPTZ.exec(value);
  return new Date(m ? `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}` : value).toISOString();
}

const BEIJING_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** A moment as people in Beijing read it: `2026-12-02 15:04:05` (an export's cell). */
export function beijingDateTime(value: Date | string): string {
  return BEIJING_DATE_TIME.format(typeof value === 'string' ? new Date(value) : value);
}
