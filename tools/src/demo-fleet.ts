/**
 * The demo fleet of `npm start` (issue 3 §2), built the way people and boxes would build it: through
 * the console API as the demo operator, member and staff, and through the device API with the fleet
 * simulator. About 200 boxes across the demo member and the operator's sub-members, two machine rooms
 * with cabinets, device tags and member tags, then history and live reports.
 *
 *   npm run demo-fleet -- [--base-url http://127.0.0.1:8080] [--devices 200] [--days 3] [--live]
 *                         [--history-days 35]
 *
 * `--days` of history are sent before the console is "ready"; with `--live`, the older history up to
 * `--history-days` follows in the background while the boxes report live, and is settled when done.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backfill, liveLoop, loadOrProvisionFleet } from './simulator/fleet.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8080' },
    devices: { type: 'string', default: '200' },
    days: { type: 'string', default: '3' },
    'history-days': { type: 'string', default: '35' },
    live: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? 'data' },
  },
});
const baseUrl = values['base-url'].replace(/\/$/, '');
const deviceCount = Number(values.devices);
const days = Number(values.days);
const historyDays = Number(values['history-days']);
const PASSWORD = 'demo123456';

type Reply<T> = { errorCode: number; msg: string; data: T };

async function api<T>(token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const reply = (await res.json()) as Reply<T>;
  if (reply.errorCode !== 0) throw new Error(`${method} ${url}: ${res.status} ${reply.msg}`);
  return reply.data;
}

async function login(mobile: string, admin = false): Promise<string> {
  const data = await api<{ auth_key: string }>('', 'POST', '/api/default/login', {
    mobile,
    password: PASSWORD,
    login_type: admin ? 'admin' : 'member',
  });
  return data.auth_key;
}

const staff = await login('13800000000', true);
const operator = await login('13800000002', true);
const member = await login('13800000001');

// The operator's organisation: two more sub-members, member tags, two machine rooms with cabinets.
const subA = await api<{ id: number }>(operator, 'POST', '/api/user/save', {
  mobile: '13800000003',
  password: PASSWORD,
  nickname: '杭州合伙人',
});
const subB = await api<{ id: number }>(operator, 'POST', '/api/user/save', {
  mobile: '13800000004',
  password: PASSWORD,
  nickname: '广州合伙人',
});
const operatorSelf = await api<{ id: number }>(operator, 'GET', '/api/member/info');
const demoMember = (await api<{ id: number }[]>(operator, 'GET', '/api/member/list')).find(
  (m) => ![subA.id, subB.id, operatorSelf.id].includes(m.id),
);
const vip = await api<{ id: number }>(operator, 'POST', '/api/member-tag/save', { name: '重点合伙人' });
await api(operator, 'POST', '/api/member-tag/save', { name: '新加入' });
await api(operator, 'POST', '/api/member-tag/move', { id: vip.id, member_ids: [subA.id, subB.id] });

const rooms = [
  {
    name: '杭州电信一号机房',
    province_code: '330000',
    city_code: '330100',
    isp: 'telecom',
    bandwidth_mbps: 20000,
  },
  {
    name: '广州联通机房',
    province_code: '440000',
    city_code: '440100',
    isp: 'unicom',
    bandwidth_mbps: 10000,
  },
];
const placed: { room: number; cabinets: number[] }[] = [];
for (const room of rooms) {
  const saved = await api<{ id: number }>(operator, 'POST', '/api/room/save', { ...room, address: '' });
  const cabinets: number[] = [];
  for (const name of ['A01', 'A02', 'B01']) {
    cabinets.push(
      (await api<{ id: number }>(operator, 'POST', '/api/room/save', { name, pid: saved.id })).id,
    );
  }
  placed.push({ room: saved.id, cabinets });
}

// The boxes: provisioned by staff (the simulator keeps their secrets), then handed out.
const fleetFile = path.join(values['data-dir'], 'simulator-fleet.json');
const fleet = await loadOrProvisionFleet({
  baseUrl,
  fleetFile,
  count: deviceCount,
  staff: { mobile: '13800000000', password: PASSWORD },
  snPrefix: 'NB2026',
});
type Row = { id: number; sn: string };
const stock: Row[] = [];
for (let page = 1; stock.length < fleet.length; page++) {
  const rows = await api<Row[]>(
    staff,
    'GET',
    `/api/device/index?pageSize=1000&page=${page}&sort=sn&order=asc`,
  );
  if (rows.length === 0) break;
  stock.push(...rows.filter((r) => fleet.some((f) => f.sn === r.sn)));
}
const ids = stock.map((r) => r.id);
const shares = [
  { member: demoMember?.id ?? operatorSelf.id, count: Math.round(ids.length * 0.4) },
  { member: subA.id, count: Math.round(ids.length * 0.3) },
  { member: subB.id, count: Math.round(ids.length * 0.2) },
];
// Income belongs to whoever held a box when it earned (decision 0021): the history sent below is older
// than this hand-out, so the boxes are handed out as held since before it (staff may, for boxes that
// were never held and never reported).
const heldSince = new Date(
  Date.now() - Math.min(Math.max(days, historyDays) + 1, 39) * 86_400_000,
).toISOString();
let offset = 0;
for (const share of shares) {
  await api(staff, 'POST', '/api/member/fenpei-device', {
    member_id: share.member,
    ids: ids.slice(offset, offset + share.count),
    held_since: heldSince,
  });
  offset += share.count;
}
await api(staff, 'POST', '/api/member/fenpei-device', {
  member_id: operatorSelf.id,
  ids: ids.slice(offset),
  held_since: heldSince,
});

// The operator racks most boxes, cabinet by cabinet; a few stay un-racked (waiting to be installed).
const rackable = ids.slice(0, Math.floor(ids.length * 0.92));
const slots = placed.flatMap((p) => p.cabinets.map((c) => ({ room: p.room, cabinet: c })));
const perSlot = Math.ceil(rackable.length / slots.length);
for (const [i, slot] of slots.entries()) {
  const batch = rackable.slice(i * perSlot, (i + 1) * perSlot);
  if (batch.length)
    await api(operator, 'POST', '/api/device/install', {
      room_id: slot.room,
      cabinet_id: slot.cabinet,
      ids: batch,
    });
}

// The member labels their own boxes.
const mine = await api<Row[]>(member, 'GET', '/api/device/index?pageSize=1000&sort=sn&order=asc');
for (const [i, name] of ['客厅', '公司', '老家'].entries()) {
  const tag = await api<{ id: number }>(member, 'POST', '/api/tag/save', { name });
  const slice = mine.filter((_, j) => j % 3 === i).map((d) => d.id);
  if (slice.length) await api(member, 'POST', '/api/device/move-tag', { tag_id: tag.id, ids: slice });
}
console.log(`demo fleet: ${ids.length} boxes, ${rooms.length} machine rooms, ${slots.length} cabinets`);

if (days > 0) {
  const started = Date.now();
  const sent = await backfill(baseUrl, fleet, days, 8);
  console.log(
    `demo history: ${sent.reports} reports, ${sent.samples} samples in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // The oldest of these days is only partly sent; when older history follows, it completes that day
  // first, so settle just the complete days now (a settled day is never credited again).
  const deepHistory = values.live && historyDays > days;
  await settle(deepHistory ? Array.from({ length: days - 1 }, (_, k) => shanghaiDay(k + 1)) : undefined);
}
if (values.live) {
  // Older history while the boxes report live: a 35-day demo without a 35-day wait at the first start.
  if (historyDays > days) {
    olderHistory().catch((err: unknown) => console.error('demo history stopped:', err));
  }
  await liveLoop(baseUrl, fleet, 1, 8);
}

/** YYYY-MM-DD of the Beijing day `daysAgo` days before today. */
function shanghaiDay(daysAgo: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The nightly settlement, now: the past days of history become income in the members' ledgers —
 * the given days, or every day not settled yet.
 */
async function settle(only?: string[]): Promise<void> {
  type Settled = { day: string; income: number }[];
  const settled: Settled = [];
  // One day after the other: settlement runs under one lock, a second call would find it busy.
  for (const day of only ?? [undefined]) {
    settled.push(...(await api<Settled>(staff, 'POST', '/api/admin/settle', day ? { day } : {})));
  }
  if (settled.length === 0) return;
  const list = settled.map((d) => `${d.day} ${(d.income / 100).toFixed(2)} 元`);
  console.log(`demo settlement: ${list.join(', ')}`);
}

async function olderHistory(): Promise<void> {
  const started = Date.now();
  // A week at a time, newest first, each week settled as it lands: the charts fill from today back.
  // A week ends and starts at this time of day, so its newest day is now complete (the week after it
  // sent the rest) and its oldest is not yet: settle the days in between and the newest.
  for (let skip = days; skip < historyDays; skip += 7) {
    const span = Math.min(7, historyDays - skip);
    await backfill(baseUrl, fleet, span, 2, skip);
    await settle(Array.from({ length: span }, (_, k) => shanghaiDay(skip + k)));
  }
  console.log(
    `demo history: ${historyDays} days complete in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
