import type { Writable } from 'node:stream';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_FIELD_LABELS,
  AUDIT_ROLES,
  AUDITED_OBJECTS,
  type AuditEvent,
  type AuditFilter,
} from '@nodebao/contract';
import type ExcelJS from 'exceljs';
// The streaming writer alone, as the income export loads it (income-xlsx.ts).
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';
import type { Deps } from '../../deps.ts';
import type { Paging } from '../../db/sql.ts';
import { pagesOf } from '../../lib/reply.ts';
import { beijingDateTime } from '../../lib/time.ts';
import { findMemberById } from '../accounts/accounts.service.ts';
import { canManageMember, type Caller } from '../accounts/scope.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './audit.repo.ts';

/**
 * Reading the audit trail (issue 49 §2, decision 0043). The rows are written by the database's
 * trigger, never here: this module only lists and exports what the caller may read.
 */

function toEvent(row: repo.AuditRow): AuditEvent {
  return {
    ...row,
    changes: Object.entries(row.changes).map(([field, [before, after]]) => ({ field, before, after })),
  };
}

/**
 * A member the filter names must be one the caller manages: another fleet's member answers as a
 * missing one (as on the income pages), not as an empty trail that would say it exists.
 */
async function assertMemberSeen(deps: Deps, caller: Caller, memberId: number | undefined): Promise<void> {
  if (memberId === undefined) return;
  const member = await findMemberById(deps.db, memberId);
  if (!member || !canManageMember(caller, member)) throw new AppError('NOT_FOUND', '会员不存在');
}

export async function auditList(deps: Deps, caller: Caller, filter: AuditFilter & Paging) {
  await assertMemberSeen(deps, caller, filter.member_id);
  const { rows, total } = await repo.auditPage(deps.db, caller, filter, filter);
  return { list: rows.map(toEvent), pages: pagesOf(filter.page, filter.pageSize, total) };
}

export function auditActions(deps: Deps, caller: Caller) {
  return repo.auditActions(deps.db, caller);
}

/** Statements read at a time (each may hold many objects). */
const EXPORT_BATCH = 500;

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: '时间', key: 'at', width: 20 },
  { header: '操作人', key: 'actor', width: 14 },
  { header: '身份', key: 'role', width: 8 },
  { header: '操作', key: 'action', width: 22 },
  { header: '接口', key: 'call', width: 34 },
  { header: '对象', key: 'object', width: 12 },
  { header: '对象ID', key: 'objectId', width: 10 },
  { header: '动作', key: 'operation', width: 6 },
  { header: '变更（前 → 后）', key: 'changes', width: 60 },
  { header: 'IP', key: 'ip', width: 16 },
  { header: '请求ID', key: 'request', width: 24 },
];

const OPERATIONS = { insert: '新增', update: '修改', delete: '删除' } as const;

/** A value of the trail as a person reads it in a cell. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '空';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `状态: pending → approved；原因: 空 → 资料不全` */
export function changesText(changes: AuditEvent['changes']): string {
  return changes
    .map((c) => `${AUDIT_FIELD_LABELS[c.field] ?? c.field}: ${shown(c.before)} → ${shown(c.after)}`)
    .join('；');
}

/**
 * The caller's trail under `filter`, newest first, one sheet row per object changed, as a workbook
 * streamed to `out` (at most AUDIT_EXPORT_MAX_ROWS rows: a longer span is exported in parts). Read in
 * keyset batches of statements.
 */
/** Checks what the export may name before its first byte: a refusal is still an envelope, not a broken file. */
export function planAuditExport(deps: Deps, caller: Caller, filter: AuditFilter): Promise<void> {
  return assertMemberSeen(deps, caller, filter.member_id);
}

export async function writeAuditWorkbook(
  deps: Deps,
  caller: Caller,
  filter: AuditFilter,
  out: Writable,
): Promise<number> {
  const workbook = new WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  workbook.creator = '节点宝';
  const sheet = workbook.addWorksheet('操作审计', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  let count = 0;
  let before: number | null = null;
  // Batches of statements; each row of the sheet is one object of one statement.
  while (count < AUDIT_EXPORT_MAX_ROWS && !out.destroyed) {
    const batch = await repo.auditBatch(deps.db, caller, filter, before, EXPORT_BATCH);
    for (const row of batch.slice(0, AUDIT_EXPORT_MAX_ROWS - count)) {
      const event = toEvent(row);
      sheet
        .addRow({
          at: beijingDateTime(event.at),
          actor: event.actor_mobile || String(event.actor_id),
          role: AUDIT_ROLES[event.actor_role],
          action: event.action ?? '',
          call: event.call,
          object: AUDITED_OBJECTS[event.object as keyof typeof AUDITED_OBJECTS] ?? event.object,
          objectId: event.object_id,
          operation: OPERATIONS[event.operation],
          changes: changesText(event.changes),
          ip: event.ip ?? '',
          request: event.request_id ?? '',
        })
        .commit();
    }
    count += Math.min(batch.length, AUDIT_EXPORT_MAX_ROWS - count);
    const last = batch.at(-1);
    if (!last) break;
    before = last.id;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
