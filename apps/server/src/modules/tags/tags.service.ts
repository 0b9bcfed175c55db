import type { DeviceTag, MemberTag } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { pagesOf, replyRow } from '../../lib/reply.ts';
import type { Caller } from '../accounts/scope.ts';
import { untagAll } from '../devices/devices.service.ts';
import * as repo from './tags.repo.ts';

type ListQuery = { keyword: string; page: number; pageSize: number };

/** A tag as the contract writes it: its view (tags.repo.ts) renamed. */
const toDeviceTag = (t: repo.TagViewRow): DeviceTag => replyRow(t);
const toMemberTag = (t: repo.MemberTagViewRow): MemberTag => replyRow(t);

// ---- device tags -----------------------------------------------------------------------------

export async function listTags(deps: Deps, caller: Caller, query: ListQuery) {
  const { rows, total } = await repo.listTags(deps.db, caller, query);
  return { data: rows.map(toDeviceTag), pages: pagesOf(query.page, query.pageSize, total) };
}

/** Creates a tag for the caller (no id) or renames a visible one; names are unique per owner. */
export async function saveTag(
  deps: Deps,
  caller: Caller,
  input: { id?: number; name: string },
): Promise<DeviceTag> {
  return deps.db.transaction(async (tx) => {
    let id: number;
    if (input.id) {
      const tag = await repo.findVisibleTag(tx, caller, input.id, 'update');
      if (!tag) throw new AppError('NOT_FOUND');
      await repo.lockTagNames(tx, 'tags', tag.ownerId);
      if (await repo.tagNameTaken(tx, tag.ownerId, input.name, tag.id)) throw new AppError('TAG_NAME_TAKEN');
      await repo.renameTag(tx, tag.id, input.name);
      id = tag.id;
    } else {
      await repo.lockTagNames(tx, 'tags', caller.id);
      if (await repo.tagNameTaken(tx, caller.id, input.name)) throw new AppError('TAG_NAME_TAKEN');
      id = (await repo.insertTag(tx, caller.id, input.name)).id;
    }
    const view = await repo.findTagView(tx, caller, id);
    if (!view) throw new AppError('NOT_FOUND');
    return toDeviceTag(view);
  });
}

export async function deleteTag(deps: Deps, caller: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findVisibleTag(tx, caller, id, 'update'))) throw new AppError('NOT_FOUND');
    // The devices that carried it (whoever owns them) carry none.
    await untagAll(tx, id);
    await repo.deleteTag(tx, id);
  });
}

// ---- member tags -----------------------------------------------------------------------------

export async function listMemberTags(deps: Deps, caller: Caller, query: ListQuery) {
  const { rows, total } = await repo.listMemberTags(deps.db, caller, query);
  return { data: rows.map(toMemberTag), pages: pagesOf(query.page, query.pageSize, total) };
}

export async function saveMemberTag(
  deps: Deps,
  caller: Caller,
  input: { id?: number; name: string },
): Promise<MemberTag> {
  return deps.db.transaction(async (tx) => {
    let id: number;
    if (input.id) {
      const tag = await repo.findVisibleMemberTag(tx, caller, input.id, 'update');
      if (!tag) throw new AppError('NOT_FOUND');
      await repo.lockTagNames(tx, 'member_tags', tag.operatorId);
      if (await repo.memberTagNameTaken(tx, tag.operatorId, input.name, tag.id))
        throw new AppError('TAG_NAME_TAKEN');
      await repo.renameMemberTag(tx, tag.id, input.name);
      id = tag.id;
    } else {
      await repo.lockTagNames(tx, 'member_tags', caller.id);
      if (await repo.memberTagNameTaken(tx, caller.id, input.name)) throw new AppError('TAG_NAME_TAKEN');
      id = (await repo.insertMemberTag(tx, caller.id, input.name)).id;
    }
    const view = await repo.findMemberTagView(tx, caller, id);
    if (!view) throw new AppError('NOT_FOUND');
    return toMemberTag(view);
  });
}

export async function deleteMemberTag(deps: Deps, caller: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findVisibleMemberTag(tx, caller, id, 'update'))) throw new AppError('NOT_FOUND');
    await repo.deleteMemberTag(tx, id);
  });
}

/**
 * Files members under a member tag (id), or under none (id 0). All or nothing: one member the caller
 * does not manage (or that does not exist) and nothing changes, with the not-found reply.
 */
export async function moveMembersToTag(
  deps: Deps,
  caller: Caller,
  input: { id: number; member_ids: number[] },
): Promise<{ count: number }> {
  const memberIds = [...new Set(input.member_ids)];
  return deps.db.transaction(async (tx) => {
    if (input.id && !(await repo.findVisibleMemberTag(tx, caller, input.id, 'share')))
      throw new AppError('NOT_FOUND', '标签不存在');
    const filed = await repo.fileMembersUnderTag(tx, caller, memberIds, input.id || null);
    if (filed !== memberIds.length) throw new AppError('NOT_FOUND', '会员不存在');
    return { count: filed };
  });
}
