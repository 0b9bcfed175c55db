// GET /api/member-tag/index?keyword=&page=&pageSize=20 — 会员标签列表（含会员数）
import { memberTagIndexCall } from '@nodebao/contract/calls';
import { MAX_PAGE_SIZE } from '@nodebao/contract/limits';
import { getListPage, listCall } from '@/lib/list/list-call';

/** Every cached tag list: refreshed after a tag or a member changes. */
export const memberTags = listCall({
  prefix: ['manage', 'member-tags'],
  fetchPage: (keyword: string, page, pageSize, signal) =>
    getListPage(memberTagIndexCall, { keyword: keyword.trim() || undefined, page, pageSize }, signal),
});

export const memberTagsPrefix = memberTags.prefix;
export const { usePage: useMemberTags, useScroll: useInfiniteMemberTags } = memberTags;

/**
 * The tags a select offers (member filter, 设置标签, the member form): the first 100, the most a
 * picker can usefully show.
 */
export const useTagOptions = (enabled = true) => memberTags.usePage('', 1, MAX_PAGE_SIZE, enabled);
