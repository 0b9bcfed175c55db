// One member tag for /manage/tag/:id. There is no info call: the tag is looked up in
// GET /api/member-tag/index, 100 a page, until it is found.
import { MAX_PAGE_SIZE } from '@nodebao/contract/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessError } from '@/lib/request';
import { manageText } from '@/locales/zh-CN/manage';
import type { MemberTag } from '../types';
import { memberTags, memberTagsPrefix } from './get-member-tags';

/** Under the list prefix, so whatever refreshes the tag lists refreshes this too. */
export const memberTagKey = (id: number) => [...memberTagsPrefix, 'one', id] as const;

/** Not the operator's (or gone): the same 40401 the server gives for a record one may not see. */
export const TAG_NOT_FOUND = 40401;

export async function getMemberTag(id: number, signal?: AbortSignal): Promise<MemberTag> {
  for (let page = 1; ; page += 1) {
    const { list, pages } = await memberTags.fetchPage('', page, MAX_PAGE_SIZE, signal);
    const tag = list.find((t) => t.id === id);
    if (tag) return tag;
    if (page >= pages.pageCount) break;
  }
  throw new BusinessError({ errorCode: TAG_NOT_FOUND, msg: manageText.tag.notFound, data: null });
}

export const memberTagQueryOptions = (id: number) =>
  queryOptions({
    queryKey: memberTagKey(id),
    queryFn: ({ signal }) => getMemberTag(id, signal),
    staleTime: 0,
  });

/** Idle on the add form (id null). */
export function useMemberTag(id: number | null) {
  return useQuery({ ...memberTagQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
