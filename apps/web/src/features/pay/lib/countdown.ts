/** Whole seconds left until `expiresAt` (never negative); null when the order does not expire. */
export function secondsLeft(expiresAt: string | null, nowMs: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 1799 → "29:59", 3723 → "1:02:03", 0 → "00:00". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
