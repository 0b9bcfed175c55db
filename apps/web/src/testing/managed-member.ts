import type { ManagedMember } from '@/features/manage/types';

/** A member of the demo operator for the tests: 张三 (13900000007), active, no tag, no devices; `over` sets any field. */
export const managedMember = (over: Partial<ManagedMember> = {}): ManagedMember => ({
  id: 7,
  mobile: '13900000007',
  nickname: '张三',
  status: 'active',
  operator_id: 2,
  member_tag_id: null,
  member_tag_name: '',
  device_count: 0,
  online_count: 0,
  created_at: '2026-01-02T03:04:05.000Z',
  ...over,
});
