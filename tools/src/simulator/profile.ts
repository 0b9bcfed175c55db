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
 * Share of capacity in use at a Beijing-time hour: quiet before dawn, climbing through the day, the
 * evening peak 19:00–23:00 that CDN buyers pay for.
 */
export function diurnalShare(hour: number): number {
  if (hour >= 19 && hour < 23) return 0.85;
  if (hour >= 23 || hour < 1) return 0.55;
  if (hour < 7) return 0.12;
  if (hour < 12) return 0.35;
  if (hour < 17) return 0.45;
  return 0.65;
}
