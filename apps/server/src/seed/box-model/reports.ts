import { diurnalShare, prng, seedOf, type DeviceProfile } from './profile.ts';

export const BUCKET_SECONDS = 300;
const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

export type Sample = {
  start: number;
  bytes_up: number;
  bytes_down: number;
  lines: { name: string; bytes_up: number; bytes_down: number; up: boolean }[];
};

/** Beijing-time date (YYYY-MM-DD) and minute of the day of an epoch second. */
export function shanghaiClock(epochSeconds: number): { day: string; minute: number } {
  const local = new Date(epochSeconds * 1000 + SHANGHAI_OFFSET_MS);
  return { day: local.toISOString().slice(0, 10), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The outage window of a device on a Beijing day, if it has one: [fromSecond, toSecond). */
function outageOf(sn: string, day: string, profile: DeviceProfile): [number, number] | null {
  const rand = prng(seedOf(`${sn}:${day}`));
  if (rand() >= profile.outageRate) return null;
  const dayStart = Date.parse(`${day}T00:00:00+08:00`) / 1000;
  const from = dayStart + Math.floor(rand() * 86_400);
  return [from, from + (30 + Math.floor(rand() * 210)) * 60];
}

/** Whether line `index` is down in this bucket: rare drops of a few buckets each. */
function lineDown(sn: string, index: number, bucketStart: number): boolean {
  const hourSlot = Math.floor(bucketStart / 3600);
  return prng(seedOf(`${sn}:line${index}:${hourSlot}`))() < 0.01;
}

/** The sample a box would report for the bucket starting at `start`, or null during an outage. */
export function sampleAt(sn: string, profile: DeviceProfile, start: number): Sample | null {
  const { day, minute } = shanghaiClock(start);
  const outage = outageOf(sn, day, profile);
  if (outage && start >= outage[0] && start < outage[1]) return null;
  const noise = 0.85 + prng(seedOf(`${sn}:${start}`))() * 0.3;
  const perLineKbps = (profile.capacityKbps / profile.lines) * diurnalShare(minute) * noise;
  const lines = Array.from({ length: profile.lines }, (_, i) => {
    const up = !lineDown(sn, i, start);
    const upBytes = up ? Math.round((perLineKbps * 1000 * BUCKET_SECONDS) / 8) : 0;
    return { name: `ppp${i}`, bytes_up: upBytes, bytes_down: Math.round(upBytes * 0.04), up };
  });
  return {
    start,
    bytes_up: lines.reduce((s, l) => s + l.bytes_up, 0),
    bytes_down: lines.reduce((s, l) => s + l.bytes_down, 0),
    lines,
  };
}

/** The status block of a report; `lineAdjustments[i]` is line i's own redial counter. */
export function statusAt(sn: string, profile: DeviceProfile, at: number, lineAdjustments: number[]) {
  const rand = prng(seedOf(`${sn}:status:${Math.floor(at / 300)}`));
  const octet = (seedOf(sn) % 200) + 20;
  return {
    cpu: Math.round(15 + rand() * 50),
    mem: Math.round(30 + rand() * 40),
    disk: Math.round(40 + (seedOf(sn) % 55)),
    nat_type: ['NAT1', 'NAT1', 'NAT2', 'NAT3'][seedOf(sn) % 4],
    uptime: 3600 + (at % 2_000_000),
    firmware: 'nodebao-rom 2.3.1',
    ips: Array.from({ length: profile.lines }, (_, i) => `100.${64 + i}.${octet}.${((at / 300) % 250) | 0}`),
    eth: [{ name: 'eth0', speed_mbps: 1000, up: true }],
    ppp: Array.from({ length: profile.lines }, (_, i) => ({
      name: `ppp${i}`,
      ip: `100.${64 + i}.${octet}.${(i * 37) % 250}`,
      up: !lineDown(sn, i, at - (at % 300)),
      adjust_count: lineAdjustments[i] ?? 0,
    })),
  };
}
