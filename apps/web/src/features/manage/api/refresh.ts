import type { QueryClient } from '@tanstack/react-query';
import { allocatableMembers } from '@/features/device/api/get-members';
import { manageOverview } from './get-overview';
import { memberTagsPrefix } from './get-member-tags';
import { managedMember } from './get-user';
import { usersPrefix } from './get-users';

/**
 * After a member was added, edited, moved or removed: the member lists and pickers, each member's
 * form, the tags' member counts, the overview's member count and the device feature's allocation
 * picker are fetched again (the ones on screen at once, the others when next shown).
 */
export function refreshMembers(queryClient: QueryClient): void {
  for (const queryKey of [
    usersPrefix,
    managedMember.prefix,
    memberTagsPrefix,
    manageOverview.prefix,
    allocatableMembers.prefix,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
