/** Where 查看会员 of a tag leads: the member list filtered by the tag. */
export function tagMembersPath(tagId: number): string {
  return `/manage/user?member_tag_id=${tagId}`;
}
