/**
 * Beijing time, whatever the browser's own zone (issue 48). The business runs on it: settlement at
 * 00:35, the lottery closing on Sunday 20:00, days and months of income and records are Beijing's
 * (DESIGN §7). Every instant the web turns into text, a day, a month or an hour goes through here.
 *
 * Asia/Shanghai has kept UTC+8 with no daylight saving since 1991, so a fixed offset is exact for any
 * instant the product holds; it needs neither dayjs's utc/timezone plugins in the bundle nor
 * Intl.DateTimeFormat's zone data (see intl.ts for what loading that costs on a phone).
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** An ISO timestamp, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

/** "2026-12-06T20:00:00.000" — the instant's Beijing wall clock, or null for a time that is none. */
function beijingWallClock(instant: Instant): string | null {
  const time = typeof instant === 'string' ? Date.parse(instant) : Number(instant);
  if (Number.isNaN(time)) return null;
  return new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 23);
}

/** The Beijing day of an instant ("2026-12-06"); today by default. */
export function beijingDay(instant: Instant = Date.now()): string | null {
  return beijingWallClock(instant)?.slice(0, 10) ?? null;
}

/** Today in Beijing: "2026-12-06". */
export function beijingToday(now = Date.now()): string {
  return beijingDay(now) ?? '';
}

/** This month in Beijing: "2026-12". */
export function beijingMonth(now = Date.now()): string {
  return beijingToday(now).slice(0, 7);
}

/** The Beijing day and minute of an instant ("2026-12-06 20:00"), or null for a time that is none. */
export function beijingMinute(instant: Instant): string | null {
  return beijingWallClock(instant)?.slice(0, 16).replace('T', ' ') ?? null;
}

/** Minutes since Beijing's midnight (0 … 1439); now by default. */
export function beijingMinuteOfDay(now: Instant = Date.now()): number {
  const clock = beijingWallClock(now) ?? '';
  return Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16));
}

/**
 * A day ("2026-12-06") as the Date a date picker shows as that day — its midnight in the browser's
 * zone, since antd-mobile's pickers read a Date's local fields. Today in Beijing by default, so a
 * picker's "today", its latest day and its default are Beijing's even in a browser elsewhere.
 */
export function pickerDate(day: string = beijingToday()): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** The earliest day a picker scrolls to: `years` before Beijing's today (its month's first day for a
 * month picker). */
export function pickerOldest(years: number, precision: 'day' | 'month' = 'day'): Date {
  const today = pickerDate();
  return new Date(today.getFullYear() - years, today.getMonth(), precision === 'month' ? 1 : today.getDate());
}
