import type { MemberMessage, MessageType, Pages } from '@nodebao/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { pagesOf } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import type { Caller } from '../accounts/scope.ts';
import * as repo from './messages.repo.ts';

export type { NewMessage } from './messages.repo.ts';

/** Other domains leave messages for members through here (fault notices from telemetry). */
export async function notify(db: DbOrTx, messages: repo.NewMessage[]): Promise<void> {
  await repo.insertMessages(db, messages);
}

/** The caller's own messages, newest first, with the unread count of the same type. */
export async function listMessages(
  deps: Deps,
  caller: Caller,
  query: { type?: MessageType | undefined; page: number; pageSize: number },
): Promise<{ data: MemberMessage[]; pages: Pages; count: { unread: number } }> {
  const { total, unread } = await repo.countOwnMessages(deps.db, caller.id, query.type);
  const rows = await repo.listOwnMessages(deps.db, caller.id, query.type, query.page, query.pageSize);
  return {
    data: rows.map(toMemberMessage),
    pages: pagesOf(query.page, query.pageSize, total),
    count: { unread },
  };
}

/** The caller's newest unread messages (the home page's list) and how many are unread in all. */
export async function latestUnread(
  deps: Deps,
  caller: Caller,
  limit: number,
): Promise<{ data: MemberMessage[]; unread: number }> {
  // One statement: the home page asks it on every load (issue 17 §3).
  const rows = await repo.latestUnreadMessages(deps.db, caller.id, limit);
  return { data: rows.map(toMemberMessage), unread: rows[0]?.unread ?? 0 };
}

type MessageRow = Awaited<ReturnType<typeof repo.listOwnMessages>>[number];

/** A message as the contract has it; its times as Dates (Drizzle) or PostgreSQL's text (prepared). */
function toMemberMessage(
  m: Omit<MessageRow, 'readAt' | 'createdAt'> & { readAt: Date | string | null; createdAt: Date | string },
): MemberMessage {
  return {
    id: m.id,
    type: m.kind,
    title: m.title,
    content: m.content,
    device_id: m.deviceId,
    is_read: m.readAt !== null,
    read_at: m.readAt === null ? null : isoTimestamp(m.readAt),
    created_at: isoTimestamp(m.createdAt),
  };
}

/** Marks the caller's messages read; ids of other members' messages change nothing. */
export async function markRead(
  deps: Deps,
  caller: Caller,
  ids: number[] | undefined,
): Promise<{ read: number }> {
  if (ids?.length === 0) return { read: 0 };
  return { read: await repo.markOwnRead(deps.db, caller.id, ids) };
}
