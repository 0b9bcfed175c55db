import fs from 'node:fs';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The newest .cpuprofile in `dir` (the server writes one when it exits), if any. */
function newestProfile(dir: string): CpuProfile | undefined {
  const newest = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  return newest ? (JSON.parse(fs.readFileSync(newest, 'utf8')) as CpuProfile) : undefined;
}

/** Which part of the profile to read: from `skipSeconds` after the process started, for `seconds`. */
export type ProfileWindow = { skipSeconds: number; seconds: number };

/**
 * Where a category's time is attributed: by the script a frame runs in; native frames (no URL:
 * JSON.parse, crypto bindings, syscalls) count towards the nearest caller that has one, except the
 * idle, GC and program buckets V8 reports on their own.
 */
const CATEGORIES: [string, (url: string, fn: string) => boolean][] = [
  ['idle (waiting for I/O)', (_u, fn) => fn === '(idle)'],
  ['garbage collection', (_u, fn) => fn === '(garbage collector)'],
  ['V8/native, unattributed', (_u, fn) => fn === '(program)'],
  ['crypto (HKDF, AES-GCM, HMAC)', (u) => u.includes('internal/crypto')],
  ['pg driver (protocol, parsing rows)', (u) => /node_modules\/(pg|pg-protocol|pg-types|pg-pool)\//.test(u)],
  ['Drizzle (building SQL)', (u) => u.includes('node_modules/drizzle-orm/')],
  [
    'zod (validating bodies, serializing replies)',
    (u) => /node_modules\/(zod|fastify-type-provider-zod)\//.test(u),
  ],
  ['logging (pino)', (u) => /node_modules\/(pino|sonic-boom|pino-std-serializers)\//.test(u)],
  [
    'Fastify (routing, hooks, replies)',
    (u) => /node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify)\//.test(u),
  ],
  [
    'HTTP and sockets (node:http, net, streams)',
    (u) =>
      /^node:(_http|http|net|stream|internal\/(http|stream|streams|net))/.test(u) ||
      /node:internal\/(streams|http|net|stream_base)/.test(u),
  ],
  ['server code (dist/main.js: auth, batcher, services)', (u) => u.includes('apps/server/dist/')],
  ['timers, promises, other Node internals', (u) => u.startsWith('node:')],
];

/**
 * Share of the server's CPU time per category, from the newest .cpuprofile in `dir`, over `window`
 * (the measured run, not the start-up before it nor the shutdown after).
 */
export function summarizeProfile(
  dir: string,
  window: ProfileWindow,
): { category: string; share: number; seconds: number }[] {
  const profile = newestProfile(dir);
  if (!profile) return [];
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const categoryOf = new Map<number, string>();
  const categorize = (id: number): string => {
    const known = categoryOf.get(id);
    if (known) return known;
    const node = byId.get(id);
    let category = 'other (node_modules)';
    if (node) {
      const { url, functionName } = node.callFrame;
      const match = CATEGORIES.find(([, test]) => test(url, functionName));
      if (match) category = match[0];
      else if (!url) {
        const up = parent.get(id);
        category = up === undefined ? 'V8/native, unattributed' : categorize(up);
      }
    }
    categoryOf.set(id, category);
    return category;
  };
  const micros = new Map<string, number>();
  const from = window.skipSeconds * 1e6;
  const to = from + window.seconds * 1e6;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const c = categorize(id);
    micros.set(c, (micros.get(c) ?? 0) + delta);
  });
  const busy = [...micros].filter(([c]) => !c.startsWith('idle'));
  const total = busy.reduce((s, [, v]) => s + v, 0);
  return busy
    .map(([category, v]) => ({ category, share: total ? v / total : 0, seconds: v / 1e6 }))
    .sort((a, b) => b.share - a.share);
}

/** A function's share of the profile's busy time: run in it (self), or with it on the stack (inclusive). */
export type FunctionShare = { name: string; self: number; inclusive: number };

/**
 * The functions of the newest .cpuprofile in `dir` over its last `seconds` (the measured run), by
 * the busy time spent in each itself and with it on the stack, and the busy microseconds in all.
 * Inclusive time counts the server's own code and the libraries a request goes through, each function
 * once per sample however deep it recurses.
 */
export function profileFunctions(
  dir: string,
  seconds: number,
): { busyMicros: number; functions: FunctionShare[] } {
  const profile = newestProfile(dir);
  if (!profile) return { busyMicros: 0, functions: [] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url
      .replace(/.*node_modules\//, '')
      .replace(/.*apps\/server\//, '')}:${(node.callFrame.lineNumber ?? -1) + 1}`;
  const counted = (name: string) =>
    /dist\/main\.js|drizzle-orm|\bpg\/lib|pg-protocol|fastify|fast-json/.test(name);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const total = profile.timeDeltas.reduce((s, d) => s + d, 0);
  const from = total - seconds * 1e6;
  let at = 0;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const node = byId.get(id);
    if (at < from || !node || node.callFrame.functionName === '(idle)') return;
    busy += delta;
    self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + delta);
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = byId.get(up);
      if (!frame) break;
      const name = nameOf(frame);
      if (!counted(name) || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  });
  const names = new Set([...self.keys(), ...inclusive.keys()]);
  return {
    busyMicros: busy,
    functions: [...names].map((name) => ({
      name,
      self: busy ? (self.get(name) ?? 0) / busy : 0,
      inclusive: busy ? (inclusive.get(name) ?? 0) / busy : 0,
    })),
  };
}
