import type { RatePoint } from '@/components/chart/types';
import { beijingMinuteOfDay } from '@/lib/time';

/** A box reports a bucket when it ends; allow this long for the report of the bucket just ended. */
const REPORT_GRACE_MINUTES = 2;

/**
 * Today's curve up to the last bucket that can be whole (issue 12): the bucket still filling is not
 * drawn (it is not a drop to 0), and neither is the one just ended while its reports may still be on
 * their way and nothing has come yet. `now` is epoch milliseconds.
 */
export function completedToday(points: RatePoint[], now: number): RatePoint[] {
  const minutes = beijingMinuteOfDay(now);
  let end = Math.floor(minutes / 5);
  const justEnded = points[end - 1];
  if (minutes % 5 < REPORT_GRACE_MINUTES && justEnded && justEnded.kbps === 0) end -= 1;
  return points.slice(0, Math.max(end, 0));
}
