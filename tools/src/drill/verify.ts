import type pg from 'pg';
import type { Fate, Ledger } from './load.ts';

/**
 * The end of the drill, straight on the cluster: every write acknowledged is stored, and no write
 * answered 503 is (load.ts says how each kind is told apart). Each finding is one line, so the report
 * can show the first few.
 */
export type WriteCheck = {
  kind: string;
  acked: number;
  refused503: number;
  unknown: number;
  /** Acknowledged, and not in the database. */
  missing: string[];
  /** Answered 503, and in the database all the same. */
  storedAfter503: string[];
};

const count = (items: { fate: Fate }[], fate: Fate) => items.filter((i) => i.fate === fate).length;

export async function verifyWrites(
  sql: pg.Pool | pg.Client,
  ledger: Ledger,
  /** Each moved box's tag before the run (0: none). */
  initialTags: Map<number, number>,
): Promise<WriteCheck[]> {
  return [
    await withdrawals(sql, ledger),
    await orders(sql, ledger),
    await tags(sql, ledger),
    await reports(sql, ledger),
    await moves(sql, ledger, initialTags),
    await reviews(sql, ledger),
  ];
}

function base(kind: string, items: { fate: Fate }[]): WriteCheck {
  return {
    kind,
    acked: count(items, 'acked'),
    refused503: count(items, 'refused503'),
    unknown: count(items, 'unknown'),
    missing: [],
    storedAfter503: [],
  };
}

async function withdrawals(sql: pg.Pool | pg.Client, ledger: Ledger): Promise<WriteCheck> {
  const items = ledger.withdrawals;
  const check = base('withdrawals (POST /api/account/tixian)', items);
  const asked = items.filter((w) => w.fate === 'acked' || w.fate === 'refused503');
  const { rows } = await sql.query<{ id: number; member_id: number; amount: number }>(
    `select id, member_id, amount_fen::int as amount from withdrawals
      where (member_id, amount_fen) in (select * from unnest($1::int[], $2::bigint[]))`,
    [asked.map((w) => w.memberId), asked.map((w) => w.amount)],
  );
  const stored = new Map(rows.map((r) => [`${r.member_id}:${r.amount}`, r.id]));
  for (const w of asked) {
    const id = stored.get(`${w.memberId}:${w.amount}`);
    if (w.fate === 'acked' && id !== w.id)
      check.missing.push(
        `withdrawal #${w.id} (member ${w.memberId}, ${w.amount} fen, ${w.phase}): ${id ? `row #${id}` : 'no row'}`,
      );
    if (w.fate === 'refused503' && id !== undefined)
      check.storedAfter503.push(
        `withdrawal #${id} (member ${w.memberId}, ${w.amount} fen) answered 503 in ${w.phase}`,
      );
  }
  return check;
}

async function orders(sql: pg.Pool | pg.Client, ledger: Ledger): Promise<WriteCheck> {
  const items = ledger.orders;
  const check = base('orders (POST /api/pay/unified-order)', items);
  const acked = items.filter((o) => o.fate === 'acked').map((o) => o.id ?? 0);
  const { rows: found } = await sql.query<{ id: number }>('select id from orders where id = any($1::int[])', [
    acked,
  ]);
  const foundIds = new Set(found.map((r) => r.id));
  for (const o of items)
    if (o.fate === 'acked' && !foundIds.has(o.id ?? 0))
      check.missing.push(`order #${o.id} (${o.phase}): no row`);
  // Per member: at most the acknowledged ones plus those without an answer (see load.ts).
  const members = [...new Set(items.map((o) => o.memberId))];
  const { rows } = await sql.query<{ member_id: number; n: number }>(
    'select member_id, count(*)::int as n from orders where member_id = any($1::int[]) group by member_id',
    [members],
  );
  for (const r of rows) {
    const mine = items.filter((o) => o.memberId === r.member_id);
    const most = count(mine, 'acked') + count(mine, 'unknown');
    if (r.n > most)
      check.storedAfter503.push(
        `member ${r.member_id}: ${r.n} orders stored, ${count(mine, 'acked')} acknowledged + ${count(mine, 'unknown')} unanswered (${count(mine, 'refused503')} answered 503)`,
      );
  }
  return check;
}

async function tags(sql: pg.Pool | pg.Client, ledger: Ledger): Promise<WriteCheck> {
  const items = ledger.tags;
  const check = base('tags created (POST /api/tag/save)', items);
  const { rows } = await sql.query<{ id: number; name: string }>(
    'select id, name from tags where name = any($1::text[])',
    [items.map((t) => t.name)],
  );
  const stored = new Map(rows.map((r) => [r.name, r.id]));
  for (const t of items) {
    const id = stored.get(t.name);
    if (t.fate === 'acked' && id !== t.id)
      check.missing.push(`tag ${t.name} (#${t.id}, ${t.phase}): ${id ? `#${id}` : 'no row'}`);
    if (t.fate === 'refused503' && id !== undefined)
      check.storedAfter503.push(`tag ${t.name} (#${id}) answered 503 in ${t.phase}`);
  }
  return check;
}

async function reports(sql: pg.Pool | pg.Client, ledger: Ledger): Promise<WriteCheck> {
  const items = ledger.reports;
  const check = base('box reports (POST /device-api/v1/report)', items);
  const asked = items.filter((r) => r.fate === 'acked' || r.fate === 'refused503');
  const { rows } = await sql.query<{ device_id: number; bucket: number }>(
    `select s.device_id, extract(epoch from s.bucket_start)::int as bucket
       from device_samples s
       join unnest($1::int[], $2::float8[]) as t(device_id, bucket)
         on s.device_id = t.device_id and s.bucket_start = to_timestamp(t.bucket)`,
    [asked.map((r) => r.deviceId), asked.map((r) => r.bucket)],
  );
  const stored = new Set(rows.map((r) => `${r.device_id}:${r.bucket}`));
  for (const r of asked) {
    const there = stored.has(`${r.deviceId}:${r.bucket}`);
    const at = `box ${r.deviceId}, bucket ${new Date(r.bucket * 1000).toISOString().slice(11, 16)} (${r.phase})`;
    if (r.fate === 'acked' && !there) check.missing.push(`report of ${at}: no sample`);
    if (r.fate === 'refused503' && there) check.storedAfter503.push(`report of ${at} answered 503`);
  }
  return check;
}

/**
 * A box's tag at the end, from its moves in order: what it may be starts as its tag before the run;
 * an acknowledged move makes it that tag, a move without an answer adds its tag to what it may be,
 * anything else (503, refusal) changes nothing.
 */
async function moves(
  sql: pg.Pool | pg.Client,
  ledger: Ledger,
  initialTags: Map<number, number>,
): Promise<WriteCheck> {
  const all = [...ledger.moves.values()].flat();
  const check = base('boxes moved (POST /api/device/move-tag, per box)', all);
  const ids = [...ledger.moves.keys()];
  const { rows } = await sql.query<{ id: number; tag: number }>(
    'select id, coalesce(tag_id, 0) as tag from devices where id = any($1::int[])',
    [ids],
  );
  const tagOf = new Map(rows.map((r) => [r.id, r.tag]));
  for (const [id, history] of ledger.moves) {
    const initial = initialTags.get(id) ?? 0;
    let may = new Set([initial]);
    let lastAcked: number | null = null;
    for (const m of history) {
      if (m.fate === 'acked') {
        may = new Set([m.tag]);
        lastAcked = m.tag;
      } else if (m.fate === 'unknown') may.add(m.tag);
    }
    const now = tagOf.get(id) ?? -1;
    if (may.has(now)) continue;
    const refusedTo = history.some((m) => m.fate === 'refused503' && m.tag === now);
    const line = `box ${id}: tag ${now}, expected ${[...may].join(' or ')}${lastAcked === null ? '' : ` (last acknowledged move: ${lastAcked})`}`;
    if (refusedTo)
      check.storedAfter503.push(
        `${line}; a move to ${now} was answered 503 in ${history.find((m) => m.fate === 'refused503' && m.tag === now)!.phase}`,
      );
    else check.missing.push(line);
  }
  return check;
}

async function reviews(sql: pg.Pool | pg.Client, ledger: Ledger): Promise<WriteCheck> {
  const items = ledger.reviews;
  const check = base('staff reviews (POST /api/admin/withdraw-reject|approve)', items);
  const ids = [...new Set(items.map((r) => r.id))];
  const { rows } = await sql.query<{ id: number; state: string }>(
    'select id, state from withdrawals where id = any($1::int[])',
    [ids],
  );
  const stateOf = new Map(rows.map((r) => [r.id, r.state]));
  for (const id of ids) {
    const mine = items.filter((r) => r.id === id);
    const state = stateOf.get(id) ?? 'missing';
    const acked = mine.find((r) => r.fate === 'acked');
    if (acked) {
      // Approved: paying or paid (or rejected by Alipay's answer) — anything but still pending.
      const ok =
        acked.action === 'reject' ? state === 'rejected' : state !== 'pending' && state !== 'missing';
      if (!ok) check.missing.push(`withdrawal #${id} ${acked.action}ed (${acked.phase}): state ${state}`);
      continue;
    }
    // An approval answered 503 may have claimed the withdrawal before calling Alipay, by design
    // (withdrawals.service approveWithdrawal): only a reject is one transaction to check.
    const only503Rejects = mine.every(
      (r) => r.fate !== 'unknown' && !(r.fate === 'refused503' && r.action === 'approve'),
    );
    if (only503Rejects && mine.some((r) => r.fate === 'refused503') && state !== 'pending')
      check.storedAfter503.push(
        `withdrawal #${id}: reject answered 503 in ${mine.find((r) => r.fate === 'refused503')!.phase}, state ${state}`,
      );
  }
  return check;
}
