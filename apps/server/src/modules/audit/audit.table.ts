import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { identityId, timestamptz } from '../../db/columns.ts';

/**
 * The audit trail (issue 49 §2, decision 0043): one row per statement of a signed-in person's call
 * that changed an audited table, naming every object it changed and what moved in each. Written by
 * the database's `audit_write` statement trigger in the same transaction as the change, from what the
 * request said of itself (`nodebao.audit`, set by the transaction helper). Append-only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE (migration 0035).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: identityId(),
    /** When the change was written (the statement's own clock, not the transaction's start). */
    at: timestamptz('at')
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: integer('actor_id').notNull(),
    /** What the actor was when acting: staff, operator or member. */
    actorRole: varchar('actor_role', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    /** The request id the logs carry (`x-request-id`). */
    requestId: varchar('request_id', { length: 64 }),
    /** The call, `POST /api/admin/withdraw-approve`. */
    call: varchar('call', { length: 128 }).notNull(),
    /** The call's name in the contract (审核提现 …), for people. */
    action: varchar('action', { length: 64 }),
    objectTable: varchar('object_table', { length: 48 }).notNull(),
    /** The objects the statement changed (their keys as text: ids, a params key). */
    objectIds: text('object_ids').array().notNull(),
    objectCount: integer('object_count').notNull(),
    /** insert, update or delete. */
    operation: varchar('operation', { length: 8 }).notNull(),
    /**
     * `{ objectId: { column: [before, after] } }` of the fields that moved; secrets show only that they
     * changed. A move of 10,000 boxes is one row, not 10,000.
     */
    changes: jsonb('changes').notNull(),
    /** Whose data the object is, before and after (a box moved between members names both). */
    memberIds: integer('member_ids').array().notNull(),
    /** The fleets (operators) those members were in when it was written: what an operator may read. */
    fleetIds: integer('fleet_ids').array().notNull(),
  },
  (t) => [
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_table_idx').on(t.objectTable, t.id),
    index('audit_events_object_idx').using('gin', t.objectIds),
    index('audit_events_fleet_idx').using('gin', t.fleetIds),
    index('audit_events_member_idx').using('gin', t.memberIds),
  ],
);
