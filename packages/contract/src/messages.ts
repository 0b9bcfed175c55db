import { z } from 'zod';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits.ts';

/** fault: a device went offline or came back (the /account/event-record list); system: notices. */
export const messageTypeSchema = z.enum(['fault', 'system'], { error: 'type 只能是 fault 或 system' });
export type MessageType = z.infer<typeof messageTypeSchema>;

/** Without `type`, every kind. */
export const messageListQuery = pageQuery(PAGE_SIZE, MAX_PAGE_SIZE).extend({
  type: messageTypeSchema.optional(),
});

export const memberMessageSchema = z.object({
  id: z.number().int(),
  type: messageTypeSchema,
  title: z.string(),
  content: z.string(),
  device_id: z.number().int().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

/** `count.unread`: the caller's unread messages of the requested type (all types without one). */
export const messageListReply = listEnvelope(memberMessageSchema, {
  count: z.object({ unread: z.number().int() }),
});

/** Marks the caller's messages read: those in `ids`, or all of them when `ids` is omitted. */
export const messageReadBody = z
  .object({
    ids: z.array(z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).max(1000).optional(),
  })
  .nullish();
/** `read`: how many messages this call marked (already read or not the caller's: not counted). */
export const messageReadReply = envelope(z.object({ read: z.number().int() }));
