import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing, firstRow, intArray } from '../../db/sql.ts';
import { members } from '../accounts/accounts.table.ts';
import { ownedBy, type Caller } from '../accounts/scope.ts';
import { memberTags, tags } from './tags.table.ts';

export type TagRow = typeof tags.$inferSelect;
export type MemberTagRow = typeof memberTags.$inferSelect;

/**
 * Serialises name checks and inserts of one owner's tags (device tags or member tags), so that two
 * concurrent saves cannot both take a free name. Held until the transaction ends.
 */
export async function lockTagNames(tx: DbOrTx, kind: 'tags' | 'member_tags', ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${ownerId}`}))`);
}

// ---- device tags -----------------------------------------------------------------------------

export async function findVisibleTag(
  db: DbOrTx,
  caller: Caller,
  id: number,
  lock?: 'update' | 'share',
): Promise<TagRow | undefined> {
  const query = db
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), ownedBy(caller, tags.ownerId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

const tagView = {
  id: tags.id,
  name: tags.name,
  sort: tags.sort,
  // From the counts the database keeps per fleet, online state and tag (decision 0027): devices has
  // no index on the tag alone (migration 0030).
  deviceCount: sql<number>`(select coalesce(sum(k.devices), 0)::int from fleet_device_counts k where k.tag_id = ${tags.id})`,
  ownerId: tags.ownerId,
  ownerMobile: members.mobile,
  createdAt: tags.createdAt,
};

function tagViewQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select(tagView).from(tags).innerJoin(members, eq(members.id, tags.ownerId)).where(where);
}
export type TagViewRow = Awaited<ReturnType<typeof tagViewQuery>>[number];

export async function findTagView(db: DbOrTx, caller: Caller, id: number): Promise<TagViewRow | undefined> {
  const [row] = await tagViewQuery(db, and(eq(tags.id, id), ownedBy(caller, tags.ownerId)));
  return row;
}

export async function listTags(
  db: DbOrTx,
  caller: Caller,
  filter: { keyword: string; page: number; pageSize: number },
): Promise<{ rows: TagViewRow[]; total: number }> {
  const where = and(
    ownedBy(caller, tags.ownerId),
    filter.keyword ? ilike(tags.name, containing(filter.keyword)) : undefined,
  );
  const rows = await tagViewQuery(db, where)
    .orderBy(asc(tags.sort), asc(tags.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(tags).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Whether `ownerId` already has a tag named `name` (other than `exceptId`). */
export async function tagNameTaken(
  tx: DbOrTx,
  ownerId: number,
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.ownerId, ownerId), eq(tags.name, name), ne(tags.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function insertTag(tx: DbOrTx, ownerId: number, name: string): Promise<TagRow> {
  const [row] = await tx
    .insert(tags)
    .values({
      ownerId,
      name,
      sort: sql`(select coalesce(max(${tags.sort}), 0) + 1 from ${tags} where ${tags.ownerId} = ${ownerId})`,
    })
    .returning();
  if (!row) throw new Error('insert into tags returned nothing');
  return row;
}

export async function renameTag(tx: DbOrTx, id: number, name: string): Promise<void> {
  await tx.update(tags).set({ name }).where(eq(tags.id, id));
}

/** Deletes a tag (the service first takes it off its devices). */
export async function deleteTag(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(tags).where(eq(tags.id, id));
}

// ---- member tags -----------------------------------------------------------------------------

/** Member tags are an operator's own: each operator sees theirs, platform staff see all. */
export function memberTagScope(caller: Caller): SQL {
  return caller.isSuperman ? sql`true` : sql`${memberTags.operatorId} = ${caller.id}`;
}

export async function findVisibleMemberTag(
  db: DbOrTx,
  caller: Caller,
  id: number,
  lock?: 'update' | 'share',
): Promise<MemberTagRow | undefined> {
  const query = db
    .select()
    .from(memberTags)
    .where(and(eq(memberTags.id, id), memberTagScope(caller)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

const memberTagView = {
  id: memberTags.id,
  name: memberTags.name,
  sort: memberTags.sort,
  memberCount: sql<number>`(select count(*)::int from members m where m.member_tag_id = ${memberTags.id})`,
  operatorId: memberTags.operatorId,
  operatorMobile: members.mobile,
  createdAt: memberTags.createdAt,
};

function memberTagViewQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(memberTagView)
    .from(memberTags)
    .innerJoin(members, eq(members.id, memberTags.operatorId))
    .where(where);
}
export type MemberTagViewRow = Awaited<ReturnType<typeof memberTagViewQuery>>[number];

export async function findMemberTagView(
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<MemberTagViewRow | undefined> {
  const [row] = await memberTagViewQuery(db, and(eq(memberTags.id, id), memberTagScope(caller)));
  return row;
}

export async function listMemberTags(
  db: DbOrTx,
  caller: Caller,
  filter: { keyword: string; page: number; pageSize: number },
): Promise<{ rows: MemberTagViewRow[]; total: number }> {
  const where = and(
    memberTagScope(caller),
    filter.keyword ? ilike(memberTags.name, containing(filter.keyword)) : undefined,
  );
  const rows = await memberTagViewQuery(db, where)
    .orderBy(asc(memberTags.sort), asc(memberTags.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(memberTags).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function memberTagNameTaken(
  tx: DbOrTx,
  operatorId: number,
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberTags.id })
    .from(memberTags)
    .where(and(eq(memberTags.operatorId, operatorId), eq(memberTags.name, name), ne(memberTags.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function insertMemberTag(tx: DbOrTx, operatorId: number, name: string): Promise<MemberTagRow> {
  const [row] = await tx
    .insert(memberTags)
    .values({
      operatorId,
      name,
      sort: sql`(select coalesce(max(${memberTags.sort}), 0) + 1 from ${memberTags} where ${memberTags.operatorId} = ${operatorId})`,
    })
    .returning();
  if (!row) throw new Error('insert into member_tags returned nothing');
  return row;
}

export async function renameMemberTag(tx: DbOrTx, id: number, name: string): Promise<void> {
  await tx.update(memberTags).set({ name }).where(eq(memberTags.id, id));
}

/** Deletes a member tag; the members filed under it are filed under none. */
export async function deleteMemberTag(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(members)
    .set({ memberTagId: null, updatedAt: sql`now()` })
    .where(eq(members.memberTagId, id));
  await tx.delete(memberTags).where(eq(memberTags.id, id));
}

/**
 * Files the given members under `tagId` (null: under none), only those the caller manages: an
 * operator its sub-members, staff anyone. Returns how many rows it changed; the caller compares
 * that with the ids it asked for and rolls back on a shortfall.
 */
export async function fileMembersUnderTag(
  tx: DbOrTx,
  caller: Caller,
  memberIds: readonly number[],
  tagId: number | null,
): Promise<number> {
  const managed = caller.isSuperman ? sql`true` : sql`${members.operatorId} = ${caller.id}`;
  const row = await firstRow<{ n: number }>(
    tx,
    sql`with filed as (
          update ${members} set member_tag_id = ${tagId}, updated_at = now()
           where ${members.id} = any(${intArray(memberIds)}) and ${managed}
          returning 1)
        select count(*)::int as n from filed`,
  );
  return row?.n ?? 0;
}
