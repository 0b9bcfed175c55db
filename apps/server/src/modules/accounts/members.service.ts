import type { Deps } from '../../deps.ts';
import { randomCode } from '../../lib/crypto.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import * as accountsRepo from './accounts.repo.ts';
import { toMemberInfo } from './accounts.service.ts';
import { hashPassword, isCommonPassword } from './passwords.ts';
import type { Caller } from './scope.ts';
import { findVisibleMemberTag } from '../tags/tag-access.service.ts';
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
  if (!(await findVisibleMemberTag(deps.db, caller, tagId)))
    throw new AppError('NOT_FOUND', '会员标签不存在');
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
    await accountsRepo.updateMember(tx, existing.id, {
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.member_tag_id !== undefined ? { memberTagId: input.member_tag_id || null } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    });
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
      await accountsRepo.updateMember(tx, id, { status: 'disabled' });
      await accountsRepo.revokeAllTokens(tx, id);
      return;
    }
    await accountsRepo.updateMember(tx, id, { operatorId: null, memberTagId: null });
  });
}

export async function allocatableMembers(deps: Deps, caller: Caller, keyword?: string) {
  return repo.allocatable(deps.db, caller, keyword);
}

export async function managerOverview(deps: Deps, caller: Caller) {
  return repo.overview(deps.db, caller);
}

export async function saveOwnProfile(deps: Deps, caller: Caller, nickname: string) {
  await accountsRepo.updateMember(deps.db, caller.id, { nickname });
  const fresh = await accountsRepo.findMemberById(deps.db, caller.id);
  if (!fresh) throw new AppError('NOT_FOUND');
  return toMemberInfo(fresh);
}
