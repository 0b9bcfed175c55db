// POST /api/member-tag/save {id?, name} — 新建（无 id）或重命名会员标签；名称重复时 22007
import { memberTagSaveCall } from '@nodebao/contract/calls';
import type { memberTagSaveBody, Output } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { memberTagKey } from './get-member-tag';
import { refreshMembers } from './refresh';

/** The tag lists, and the members showing the tag's name, are fetched again. */
export const saveMemberTag = writeCall<typeof memberTagSaveCall, Output<typeof memberTagSaveBody>>({
  call: memberTagSaveCall,
  after: (queryClient, tag) => {
    queryClient.setQueryData(memberTagKey(tag.id), tag);
    refreshMembers(queryClient);
  },
});
