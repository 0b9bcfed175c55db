import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, preparedRows } from '../../db/sql.ts';
import { memberMessages } from './messages.table.ts';

export type MessageKind = (typeof memberMessages.$inferSelect)['kind'];
export type NewMessage = {
  memberId: number;
  kind: MessageKind;
  title: string;
  content: string;
  deviceId: number | null;
};

/** Many messages in one statement (the offline job writes one per silent device). */
export async function insertMessages(db: DbOrTx, messages: NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.execute(sql`
    insert into member_messages (member_id, kind, title, content, device_id)
    select * from unnest(
      ${sql.param(messages.map((m) => m.memberId))}::int[],
      ${sql.param(messages.map((m) => m.kind))}::text[],
      ${sql.param(messages.map((m) => m.title))}::text[],
      ${sql.param(messages.map((m) => m.content))}::text[],
      ${sql.param(messages.map((m) => m.deviceId))}::int[]
    )`);
}

function ownMessages(memberId: number, kind: MessageKind | undefined, unreadOnly = false): SQL | undefined {
  return and(
    eq(memberMessages.memberId, memberId),
    kind ? eq(memberMessages.kind, kind) : undefined,
    unreadOnly ? isNull(memberMessages.readAt) : undefined,
  );
}

const MESSAGE_COLUMNS = {
  id: memberMessages.id,
  kind: memberMessages.kind,
  title: memberMessages.title,
  content: memberMessages.content,
  deviceId: memberMessages.deviceId,
  readAt: memberMessages.readAt,
  createdAt: memberMessages.createdAt,
};

export async function listOwnMessages(
  db: DbOrTx,
  memberId: number,
  kind: MessageKind | undefined,
  page: number,
  pageSize: number,
) {
  return db
    .select(MESSAGE_COLUMNS)
    .from(memberMessages)
    .where(ownMessages(memberId, kind))
    .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * The member's newest unread messages, each row with how many are unread in all. Every home request
 * asks it: a prepared statement, its times kept as PostgreSQL's text (issue 17 §3).
 */
export async function latestUnreadMessages(db: DbOrTx, memberId: number, limit: number) {
  return preparedRows<{
    id: number;
    kind: MessageKind;
    title: string;
    content: string;
    deviceId: number | null;
    readAt: string | null;
    createdAt: string;
    unread: number;
  }>(
    db,
    sql`select id, kind, title, content, device_id as "deviceId", read_at as "readAt",
               created_at as "createdAt",
               -- Counted over every unread message before the limit applies.
               (count(*) over ())::int as unread
          from member_messages
         where member_id = ${memberId} and read_at is null
         order by created_at desc, id desc
         limit ${limit}`,
  );
}

export async function countOwnMessages(
  db: DbOrTx,
  memberId: number,
  kind: MessageKind | undefined,
): Promise<{ total: number; unread: number }> {
  const row = await firstRow<{ total: number; unread: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where ${memberMessages.readAt} is null))::int as unread
        from ${memberMessages} where ${ownMessages(memberId, kind)}`,
  );
  return row ?? { total: 0, unread: 0 };
}

/** Marks the member's unread messages read (only `ids` when given); returns how many changed. */
export async function markOwnRead(db: DbOrTx, memberId: number, ids: number[] | undefined): Promise<number> {
  const changed = await db
    .update(memberMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(memberMessages.memberId, memberId),
        isNull(memberMessages.readAt),
        ids ? inArray(memberMessages.id, ids) : undefined,
      ),
    )
    .returning({ id: memberMessages.id });
  return changed.length;
}
