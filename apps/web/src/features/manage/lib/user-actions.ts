import { manageText } from '@/locales/zh-CN/manage';
import type { ManagedMember, MemberStatus } from '../types';
import { memberName } from './format';

const t = manageText.user;

export interface Confirmation {
  title: string;
  content: string;
  ok: string;
  danger: boolean;
}

/** 停用 an active member, 启用 a disabled one. */
export function nextStatus(member: Pick<ManagedMember, 'status'>): MemberStatus {
  return member.status === 'active' ? 'disabled' : 'active';
}

/** The question before 停用/启用; disabling says the member is signed out at once. */
export function toggleConfirmation(member: ManagedMember): Confirmation {
  const name = memberName(member);
  return nextStatus(member) === 'disabled'
    ? { title: t.confirm.disableTitle, content: t.confirm.disable(name), ok: t.actions.disable, danger: true }
    : { title: t.confirm.enableTitle, content: t.confirm.enable(name), ok: t.actions.enable, danger: false };
}

/**
 * The question before 移除; a member who still has devices cannot be removed (the server answers
 * 10015), so the dialog says so up front and offers their devices instead.
 */
export function removeConfirmation(member: ManagedMember): Confirmation & { blocked: boolean } {
  const name = memberName(member);
  if (member.device_count > 0) {
    return {
      blocked: true,
      title: t.confirm.removeBlockedTitle,
      content: t.confirm.removeBlocked(name, member.device_count),
      ok: t.actions.devices,
      danger: false,
    };
  }
  return {
    blocked: false,
    title: t.confirm.removeTitle,
    content: t.confirm.remove(name),
    ok: t.actions.remove,
    danger: true,
  };
}

/** Where 查看设备 leads: the device list filtered by the member. */
export function memberDevicesPath(memberId: number): string {
  return `/manage/device?member_id=${memberId}`;
}
