import type { AuditEvent } from '@nodebao/contract';
import { AUDIT_FIELD_LABELS, AUDIT_ROLES, AUDITED_OBJECTS } from './labels';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import { auditText } from '@/locales/zh-CN/audit';
import { beijingMinute } from '@/lib/time';
import { isAuditedObject } from './filter';

/**
 * One change of a row as people read it: 状态: pending → paid. A new row has no before and a deleted
 * one no after (null: not shown, rather than a column of 空 → …).
 */
export type ChangeLine = { field: string; label: string; before: string | null; after: string | null };

/**
 * "2026-12-02 15:04:05", Beijing time. The seconds are the instant's own: Beijing is a whole number
 * of minutes from UTC, so only the minute needs lib/time.
 */
export function atText(iso: string): string {
  const minute = beijingMinute(iso);
  if (!minute) return EMPTY_VALUE;
  return `${minute}:${String(new Date(iso).getUTCSeconds()).padStart(2, '0')}`;
}

/** A before or after value: null as 空, text as it is (a secret as the server sent it, ***), else JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return auditText.empty;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A field's name as staff call it, else the column's own name. */
export function fieldLabel(field: string): string {
  return Object.hasOwn(AUDIT_FIELD_LABELS, field) ? (AUDIT_FIELD_LABELS[field] ?? field) : field;
}

export function changeLines(event: Pick<AuditEvent, 'changes' | 'operation'>): ChangeLine[] {
  return event.changes.map(({ field, before, after }) => ({
    field,
    label: fieldLabel(field),
    before: event.operation === 'insert' ? null : valueText(before),
    after: event.operation === 'delete' ? null : valueText(after),
  }));
}

/** 提现, 平台参数 … or the table's own name for one the web does not know yet. */
export function objectLabel(object: string): string {
  return isAuditedObject(object) ? AUDITED_OBJECTS[object] : object;
}

/** "提现 #12". */
export function objectText(event: Pick<AuditEvent, 'object' | 'object_id'>): string {
  return `${objectLabel(event.object)} ${auditText.objectId(event.object_id)}`;
}

/** The action's Chinese name, else its call (`POST /api/…`). */
export function actionText(event: Pick<AuditEvent, 'action' | 'call'>): string {
  return event.action ?? event.call;
}

export function roleLabel(role: AuditEvent['actor_role']): string {
  return AUDIT_ROLES[role];
}

/** "13800000000 张三", or the mobile alone. */
export function actorText(event: Pick<AuditEvent, 'actor_mobile' | 'actor_name'>): string {
  const name = event.actor_name.trim();
  return name ? `${event.actor_mobile} ${name}` : event.actor_mobile;
}

/** The kinds of action for the filter: the name (the call when it has none), the call beside it. */
export function actionOptions(actions: readonly { call: string; action: string | null }[]) {
  return actions.map(({ call, action }) => ({ value: call, label: action ?? call, call }));
}
