import { DEVICE_PROTOCOL } from '@nodebao/contract';

// Asia/Shanghai has been UTC+8 all year since 1991, so a fixed offset gives its days and clock.
const SHANGHAI_OFFSET_SECONDS = 8 * 3600;

/** The local day (YYYY-MM-DD) and the bucket index in it (0..287) of a bucket starting at `startSec`. */
export function daySlotOf(startSec: number): { day: string; index: number } {
  const local = startSec + SHANGHAI_OFFSET_SECONDS;
  const day = new Date(local * 1000).toISOString().slice(0, 10);
  const secondsIntoDay = ((local % 86_400) + 86_400) % 86_400;
  return { day, index: Math.floor(secondsIntoDay / DEVICE_PROTOCOL.bucketSeconds) };
}

/** Average upload rate of a bucket in kbps (DESIGN §4: bandwidth is integer kbps). */
export function kbpsOf(bytesUp: number): number {
  return Math.round((bytesUp * 8) / DEVICE_PROTOCOL.bucketSeconds / 1000);
}

/** "2025-03-01 20:15:00", Beijing time, for message texts. */
export function shanghaiClock(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_SECONDS * 1000).toISOString().slice(0, 19).replace('T', ' ');
}
