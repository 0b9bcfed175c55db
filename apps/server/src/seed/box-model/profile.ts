/**
 * How a simulated box behaves: its ISP, upload capacity, PPPoE lines and the shape of its day.
 * Deterministic per SN (a seeded PRNG), so re-running the simulator reproduces the same fleet.
 */
export type Isp = 'telecom' | 'unicom' | 'mobile';

export type DeviceProfile = {
  isp: Isp;
  /** Upload capacity across all lines, kbps. */
  capacityKbps: number;
  lines: number;
  /** Chance per day of one outage (no reports) of 30–240 minutes. */
  outageRate: number;
};

/** mulberry32: a tiny, good-enough PRNG for reproducible fleets. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function profileFor(sn: string): DeviceProfile {
  const rand = prng(seedOf(sn));
  const r = rand();
  const isp: Isp = r < 0.5 ? 'telecom' : r < 0.8 ? 'unicom' : 'mobile';
  // Per-ISP bandwidth: telecom lines are the fattest upstream in most provinces.
  const perLineMbps = { telecom: 60, unicom: 45, mobile: 35 }[isp] * (0.6 + rand() * 0.8);
  const lines = 1 + Math.floor(rand() * 4);
  return {
    isp,
    capacityKbps: Math.round(perLineMbps * lines * 1000),
    lines,
    outageRate: 0.03 + rand() * 0.05,
  };
}

/**
 * Share of capacity in use through a Beijing-time day, one anchor per hour: quiet before dawn,
 * climbing through the day, the evening peak 19:00–23:00 that CDN buyers pay for.
 */
const HOURLY_SHARE = [
  0.5, 0.35, 0.22, 0.15, 0.12, 0.12, 0.15, 0.22, 0.3, 0.35, 0.38, 0.4, 0.42, 0.42, 0.44, 0.46, 0.5, 0.58, 0.7,
  0.84, 0.9, 0.92, 0.86, 0.66,
];

/** The share at `minuteOfDay` (0–1439), interpolated between the hourly anchors so the curve is smooth. */
export function diurnalShare(minuteOfDay: number): number {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  const from = HOURLY_SHARE[hour] ?? 0.4;
  const to = HOURLY_SHARE[(hour + 1) % 24] ?? 0.4;
  return from + ((to - from) * (minuteOfDay % 60)) / 60;
}
