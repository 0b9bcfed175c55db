import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { randomCode } from '../../lib/crypto.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import { members } from '../accounts/accounts.table.ts';
import * as accountsRepo from '../accounts/accounts.repo.ts';
import { toMemberInfo } from '../accounts/accounts.service.ts';
import { hashPassword, isCommonPassword } from '../accounts/passwords.ts';
import { ownedBy, type Caller } from '../accounts/scope.ts';
import * as repo from './members.repo.ts';

export async function listUsers(deps: Deps, caller: Caller, q: Parameters<typeof repo.listManaged>[2]) {
  const { data, total } = await repo.listManaged(deps.db, caller, q);
  return { data, pages: pagesOf(q.page, q.pageSize, total) };
}

export async function userInfo(deps: Deps, caller: Caller, id: number) {
  const member = await repo.findManaged(deps.db, caller, id);
  if (!member) throw new AppError('NOT_FOUND', '会员不存在');
  return member;
}

export type UserSaveInput = {
  id?: number | undefined;
  mobile?: string | undefined;
  nickname?: string | undefined;
  password?: string | undefined;
  member_tag_id?: number | undefined;
  status?: 'active' | 'disabled' | undefined;
};

async function assertMemberTag(deps: Deps, caller: Caller, tagId: number | undefined) {
  if (!tagId) return;
  const tag = await firstRow<{ id: number }>(
    deps.db,
    sql`select t.id from member_tags t where t.id = ${tagId} and ${caller.isSuperman ? sql`true` : sql`t.operator_id = ${caller.id}`}`,
  );
  if (!tag) throw new AppError('NOT_FOUND', '会员标签不存在');
}

/**
 * Creates a sub-member account (the operator becomes its operator) or edits one the caller manages.
 * Disabling an account signs it out everywhere.
 */
export async function saveUser(deps: Deps, caller: Caller, input: UserSaveInput) {
  await assertMemberTag(deps, caller, input.member_tag_id);
  if (input.password && (input.password === input.mobile || isCommonPassword(input.password))) {
    throw new AppError('PASSWORD_TOO_COMMON');
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;

  if (input.id === undefined) {
    if (!input.mobile || !passwordHash) throw new AppError('VALIDATION', '新建账号需要手机号和密码');
    try {
      const created = await accountsRepo.insertMember(deps.db, {
        mobile: input.mobile,
        passwordHash,
        nickname: input.nickname ?? '',
        inviteCode: randomCode(8),
        operatorId: caller.id,
        inviterId: caller.id,
        memberTagId: input.member_tag_id || null,
      });
      return userInfo(deps, caller, created.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('MOBILE_TAKEN');
      throw err;
    }
  }

  const existing = await repo.findManaged(deps.db, caller, input.id);
  if (!existing) throw new AppError('NOT_FOUND', '会员不存在');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
        ...(input.member_tag_id !== undefined ? { memberTagId: input.member_tag_id || null } : {}),
        ...(input.status ? { status: input.status } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, existing.id));
    if (input.status === 'disabled' || passwordHash) await accountsRepo.revokeAllTokens(tx, existing.id);
  });
  return userInfo(deps, caller, existing.id);
}

/**
 * Removes a member from the operator's fleet (the person's own account stays: it may hold money and
 * history). Refused while the member still has devices; staff delete means disable.
 */
export async function deleteUser(deps: Deps, caller: Caller, id: number) {
  const existing = await repo.findManaged(deps.db, caller, id);
  if (!existing) throw new AppError('NOT_FOUND', '会员不存在');
  if (existing.device_count > 0) throw new AppError('MEMBER_HAS_DEVICES');
  await deps.db.transaction(async (tx) => {
    if (caller.isSuperman && existing.operator_id !== caller.id) {
      await tx
        .update(members)
        .set({ status: 'disabled', updatedAt: sql`now()` })
        .where(eq(members.id, id));
      await accountsRepo.revokeAllTokens(tx, id);
      return;
    }
    await tx
      .update(members)
      .set({ operatorId: null, memberTagId: null, updatedAt: sql`now()` })
      .where(eq(members.id, id));
  });
}

export async function allocatableMembers(deps: Deps, caller: Caller, keyword?: string) {
  return repo.allocatable(deps.db, caller, keyword);
}

export async function managerOverview(deps: Deps, caller: Caller) {
  return repo.overview(deps.db, caller);
}

export async function saveOwnProfile(deps: Deps, caller: Caller, nickname: string) {
  await deps.db
    .update(members)
    .set({ nickname, updatedAt: sql`now()` })
    .where(eq(members.id, caller.id));
  const fresh = await accountsRepo.findMemberById(deps.db, caller.id);
  if (!fresh) throw new AppError('NOT_FOUND');
  return toMemberInfo(fresh);
}

export async function updateDevice(
  deps: Deps,
  caller: Caller,
  input: { id: number; name?: string | undefined; isp?: 'telecom' | 'unicom' | 'mobile' | null | undefined },
) {
  const changed = await rows<{ id: number }>(
    deps.db,
    sql`update devices d set name = coalesce(${input.name ?? null}, d.name),
          isp = case when ${input.isp === undefined} then d.isp else ${input.isp ?? null} end
        where d.id = ${input.id} and ${ownedBy(caller, sql`d.member_id`)} returning d.id`,
  );
  if (changed.length === 0) throw new AppError('NOT_FOUND', '设备不存在');
}

export async function installRecords(
  deps: Deps,
  caller: Caller,
  q: { page: number; pageSize: number; device_id: number; action?: 'install' | 'uninstall' | undefined },
) {
  // A record belongs to whoever held the box when it was written, not to the box's holder now: a new
  // holder sees nothing of the boxes' earlier racks, mobiles and rooms (issue 11 §3).
  const parts = [ownedBy(caller, sql`ir.member_id`)];
  if (q.device_id) parts.push(sql`ir.device_id = ${q.device_id}`);
  if (q.action) parts.push(sql`ir.action = ${q.action}`);
  const where = sql.join(parts, sql` and `);
  const from = sql`from install_records ir join devices d on d.id = ir.device_id
    left join rooms r on r.id = ir.room_id left join rooms c on c.id = ir.cabinet_id
    left join members m on m.id = ir.member_id left join members a on a.id = ir.actor_id`;
  const data = await rows<{
    id: number;
    device_id: number;
    sn: string;
    action: 'install' | 'uninstall';
    jifang: string;
    jigui: string;
    member_mobile: string;
    actor_mobile: string;
    created_at: Date | string;
  }>(
    deps.db,
    sql`select ir.id, ir.device_id, d.sn, ir.action, coalesce(r.name, '') as jifang, coalesce(c.name, '') as jigui,
               coalesce(m.mobile, '') as member_mobile, coalesce(a.mobile, '') as actor_mobile, ir.created_at
        ${from} where ${where} order by ir.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await firstRow<{ n: number }>(deps.db, sql`select count(*)::int as n ${from} where ${where}`);
  return {
    data: data.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    pages: pagesOf(q.page, q.pageSize, total?.n ?? 0),
  };
}
