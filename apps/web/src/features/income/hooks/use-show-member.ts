import { useMemberInfo } from '@/lib/member-info';

/** Whose device it is matters when an operator (or staff) looks at every member's devices at once. */
export function useShowMember(memberId: number): boolean {
  const access = useMemberInfo().data?.access;
  return memberId === 0 && Boolean(access?.operator || access?.superman);
}
