import type { Database } from '../../../apps/server/src/db/client.ts';
import type { Deps } from '../../../apps/server/src/deps.ts';
import type { MemberRow } from '../../../apps/server/src/modules/accounts/accounts.repo.ts';
import { moveToTag } from '../../../apps/server/src/modules/devices/devices.service.ts';
import { api } from './api.ts';
import { captureStatements, rawOf, type Queryable, type Statement } from './db.ts';
import { repeat, summarize, type Summary } from './stats.ts';

/**
 * POST /api/device/move-tag with `ids` (10,000 of the operator's boxes), alternating between two of
 * its tags so every call really moves every box.
 */
export async function moveTagApi(options: {
  baseUrl: string;
  token: string;
  ids: number[];
  tags: [number, number];
  repetitions: number;
}): Promise<Summary> {
  const { baseUrl, token, ids, tags } = options;
  await api(baseUrl, token, 'POST', '/api/device/move-tag', { tag_id: tags[1], ids }); // warm-up
  const durations = await repeat(options.repetitions, async (i) => {
    const reply = await api<{ affected: number }>(baseUrl, token, 'POST', '/api/device/move-tag', {
      tag_id: tags[i % 2],
      ids,
    });
    if (reply.data.affected !== ids.length) throw new Error(`move-tag moved ${reply.data.affected}`);
  });
  return summarize(durations);
}

/**
 * The same move as the service issues it (lock the selection, check the tag, update), captured from
 * the server's code and replayed in one transaction on the driver.
 */
export async function moveTagRaw(options: {
  database: Database;
  caller: MemberRow;
  ids: number[];
  tags: [number, number];
  repetitions: number;
}): Promise<Summary> {
  const { database, caller, ids, tags } = options;
  const byTag: Statement[][] = [];
  for (const tag of tags) {
    byTag.push(await captureStatements(database, (db) => moveToTag({ db } as Deps, caller, tag, { ids })));
  }
  const raw = rawOf(database);
  const durations = await repeat(options.repetitions, async (i) => {
    await raw.session(async (c) => {
      await c.query('begin');
      for (const s of byTag[i % 2] ?? []) await c.query(s.text, s.params);
      await c.query('commit');
    });
  });
  return summarize(durations);
}

/** What a move-tag run moves: the operator's first `count` boxes (with their tags as they stand) and
 * two of its tags to move them between. */
export type MoveSet = { ids: number[]; tagsBefore: (number | null)[]; tags: [number, number] };

export async function moveSetOf(raw: Queryable, operatorId: number, count: number): Promise<MoveSet> {
  const tags = (await raw.query('select id from tags where owner_id = $1 order by id limit 2', [operatorId]))
    .rows as { id: number }[];
  const boxes = (
    await raw.query(
      `select d.id, d.tag_id from devices d join members m on m.id = d.member_id
        where m.operator_id = $1 order by d.id limit $2`,
      [operatorId, count],
    )
  ).rows as { id: number; tag_id: number | null }[];
  return {
    ids: boxes.map((b) => b.id),
    tagsBefore: boxes.map((b) => b.tag_id),
    tags: [tags[0]?.id ?? 0, tags[1]?.id ?? 0],
  };
}

/** The moved boxes' tags put back as they were (the list's benchmarks depend on them). */
export async function putTagsBack(raw: Queryable, set: MoveSet): Promise<void> {
  await raw.query(
    `update devices d set tag_id = s.tag_id
       from unnest($1::int[], $2::int[]) as s(id, tag_id) where d.id = s.id`,
    [set.ids, set.tagsBefore],
  );
}
