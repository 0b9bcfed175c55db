/** The trail's names (objects, roles, fields), defined once in the contract's labels (no zod on this page). */
export {
  AUDIT_FIELD_LABELS,
  AUDIT_ROLES,
  AUDITED_OBJECTS,
  type AuditedObject,
} from '@nodebao/contract/labels';
