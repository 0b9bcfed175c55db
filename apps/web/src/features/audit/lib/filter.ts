import { AUDITED_OBJECTS, type AuditedObject } from './labels';
import { MOBILE_PATTERN } from '@nodebao/contract/account-rules';

/** The trail's filters as the address keeps them: text, '' when not set. */
export type AuditFilter = {
  actor: string;
  member_id: string;
  object: string;
  object_id: string;
  action: string;
  start: string;
  end: string;
};

export const FILTER_KEYS = ['actor', 'member_id', 'object', 'object_id', 'action', 'start', 'end'] as const;

export const NO_FILTER: AuditFilter = {
  actor: '',
  member_id: '',
  object: '',
  object_id: '',
  action: '',
  start: '',
  end: '',
};

/** The filter in an address (`?actor=…&object=withdrawals`); missing parameters are ''. */
export function filterFromParams(params: URLSearchParams): AuditFilter {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, (params.get(key) ?? '').trim()])) as AuditFilter;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_ID = 2_147_483_647;

/** Whether `text` is a mobile the server would take as 操作人. */
export function isActorValid(text: string): boolean {
  return MOBILE_PATTERN.test(text.trim());
}

/** Whether `text` is a member id the server would take. */
export function isMemberIdValid(text: string): boolean {
  const id = Number(text.trim());
  return /^\d+$/.test(text.trim()) && id >= 1 && id <= MAX_ID;
}

export function isAuditedObject(value: string): value is AuditedObject {
  return Object.hasOwn(AUDITED_OBJECTS, value);
}

/**
 * The filter as the list and the export take it: only the parts the server would accept (a mobile
 * still being typed, an unknown object or days out of order are left out rather than refused).
 */
export function auditQuery(filter: AuditFilter): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (isActorValid(filter.actor)) query.actor = filter.actor.trim();
  if (isMemberIdValid(filter.member_id)) query.member_id = Number(filter.member_id.trim());
  if (isAuditedObject(filter.object)) query.object = filter.object;
  const objectId = filter.object_id.trim();
  if (objectId && objectId.length <= 64) query.object_id = objectId;
  const action = filter.action.trim();
  if (action && action.length <= 128) query.action = action;
  const start = DAY.test(filter.start) ? filter.start : '';
  const end = DAY.test(filter.end) ? filter.end : '';
  if (start && (!end || start <= end)) query.start = start;
  if (end && (!start || start <= end)) query.end = end;
  return query;
}

/** How many filters narrow the list (the phone's 筛选 · n); the two days count as one. */
export function filterCount(filter: AuditFilter): number {
  const query = auditQuery(filter);
  const days = query.start !== undefined || query.end !== undefined ? 1 : 0;
  return Object.keys(query).filter((key) => key !== 'start' && key !== 'end').length + days;
}

export function isFiltered(filter: AuditFilter): boolean {
  return filterCount(filter) > 0;
}
