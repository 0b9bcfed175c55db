import { z } from 'zod';
import { mobileSchema } from './accounts.ts';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';
import { daySchema } from './income.ts';
import { AUDITED_OBJECTS, type AuditedObject } from './labels.ts';

export { AUDIT_FIELD_LABELS, AUDIT_ROLES, AUDITED_OBJECTS, type AuditedObject } from './labels.ts';

// ---- The audit trail (issue 49 §2, decision 0043) ---------------------------------------------

export const auditedObjectSchema = z.enum(
  Object.keys(AUDITED_OBJECTS) as [AuditedObject, ...AuditedObject[]],
  { error: '请选择对象类型' },
);

export const auditRoleSchema = z.enum(['staff', 'operator', 'member']);

/** Filters of the trail: who acted, whose data, which object, which call, which days. */
const auditFilterShape = {
  actor: mobileSchema.optional(),
  member_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  object: auditedObjectSchema.optional(),
  // An object's id as the trail keeps it (a params key is text), within the rows the caller may read.
  object_id: z.string().trim().min(1).max(64).optional(),
  /** The call, `POST /api/admin/withdraw-approve`: the kind of action. */
  action: z.string().trim().min(1).max(128).optional(),
  start: daySchema.optional(),
  end: daySchema.optional(),
};

function daysInOrder<S extends z.ZodType<{ start?: string; end?: string }>>(schema: S) {
  return schema.refine((q) => !q.start || !q.end || q.start <= q.end, {
    message: '结束日期不能早于开始日期',
    path: ['end'],
  });
}

export const auditFilterQuery = daysInOrder(z.object(auditFilterShape));
export type AuditFilter = z.infer<typeof auditFilterQuery>;
export const auditListQuery = daysInOrder(pageQuery(20, 100).extend(auditFilterShape));

export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int(),
  actor_mobile: z.string(),
  actor_name: z.string(),
  actor_role: auditRoleSchema,
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  call: z.string(),
  action: z.string().nullable(),
  object: z.string(),
  object_id: z.string(),
  operation: z.enum(['insert', 'update', 'delete']),
  changes: z.array(auditChangeSchema),
  member_ids: z.array(z.number().int()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditListReply = listEnvelope(auditEventSchema);

/** The kinds of action the caller's trail holds, for the filter: call and name. */
export const auditActionsReply = envelope(
  z.array(z.object({ call: z.string(), action: z.string().nullable() })),
);

/** The most rows one export holds, newest first: a longer span is exported in parts. */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;
