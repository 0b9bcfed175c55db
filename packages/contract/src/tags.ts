import { z } from 'zod';
import { nameText } from './text.ts';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';
import { idField, idListField, intField, keywordField } from './rooms.ts';
import { TAG_NAME_MAX } from './field-rules.ts';

const tagName = nameText('标签名称', TAG_NAME_MAX);

// ---- device tags (/api/tag/*) ----------------------------------------------------------------------

export const deviceTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  device_count: z.number().int(),
  owner_id: z.number().int(),
  owner_mobile: z.string(),
  created_at: z.string(),
});
export type DeviceTag = z.infer<typeof deviceTagSchema>;

export const tagIndexQuery = pageQuery(20, 100).extend({ keyword: keywordField });
export const tagIndexReply = listEnvelope(deviceTagSchema);

/** Creates a tag (no id, or id 0) or renames one; a name is unique among its owner's tags. */
export const tagSaveBody = z.object({ id: intField('id').optional(), name: tagName });
export const tagSaveReply = envelope(deviceTagSchema);
export const tagIdBody = z.object({ id: idField() });

// ---- member tags (/api/member-tag/*, operators) --------------------------------------------------

export const memberTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  member_count: z.number().int(),
  operator_id: z.number().int(),
  operator_mobile: z.string(),
  created_at: z.string(),
});
export type MemberTag = z.infer<typeof memberTagSchema>;

export const memberTagIndexQuery = pageQuery(20, 100).extend({ keyword: keywordField });
export const memberTagIndexReply = listEnvelope(memberTagSchema);
export const memberTagSaveBody = tagSaveBody;
export const memberTagSaveReply = envelope(memberTagSchema);
export const memberTagIdBody = tagIdBody;

/** Files members under a tag (id) or takes them out of any tag (id 0); all of them or none. */
export const memberTagMoveBody = z.object({
  id: intField('id'),
  member_ids: idListField('member_ids', 1),
});
export const memberTagMoveReply = envelope(z.object({ count: z.number().int() }));
