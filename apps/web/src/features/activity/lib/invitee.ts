import type { Invitee } from '@nodebao/contract';
import { activityText } from '@/locales/zh-CN/activity';

/** How an invitee is named: nickname and masked mobile, or the masked mobile alone. */
export function inviteeName(invitee: Pick<Invitee, 'nickname' | 'mobile'>): string {
  return invitee.nickname ? `${invitee.nickname}（${invitee.mobile}）` : invitee.mobile;
}

/** The state's label, and the line that says why nothing is earned (empty while earning). */
export function inviteeStateText(state: Invitee['state']): { label: string; hint: string } {
  return { label: activityText.record.states[state], hint: activityText.record.stateHints[state] };
}
