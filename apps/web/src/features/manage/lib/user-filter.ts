import type { UserFilter } from '../api/get-users';
import type { MemberStatus } from '../types';
import { idParam } from './device-filter';

const KEYWORD_MAX = 32;
const STATUSES: readonly MemberStatus[] = ['active', 'disabled'];

/**
 * The member list's filter and page in the address (`?keyword=&member_tag_id=&status=&page=`), so
 * coming back from a member's form, or 查看会员 from a tag, lands on the same list.
 */
export function parseUserFilter(params: URLSearchParams): UserFilter {
  const status = params.get('status');
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    member_tag_id: idParam(params.get('member_tag_id')),
    status: STATUSES.find((s) => s === status) ?? null,
  };
}

export function parsePage(params: URLSearchParams): number {
  return Math.max(1, idParam(params.get('page')));
}

/** The address of a filter and page; defaults are left out. */
export function userFilterParams(filter: UserFilter, page = 1): URLSearchParams {
  const out = new URLSearchParams();
  const keyword = filter.keyword.trim();
  if (keyword) out.set('keyword', keyword);
  if (filter.member_tag_id) out.set('member_tag_id', String(filter.member_tag_id));
  if (filter.status) out.set('status', filter.status);
  if (page > 1) out.set('page', String(page));
  return out;
}

export function isUserFiltered(filter: UserFilter): boolean {
  return filter.keyword.trim() !== '' || filter.member_tag_id !== 0 || filter.status !== null;
}
