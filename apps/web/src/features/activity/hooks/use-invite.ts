import { percentText } from '@/lib/format';
import { copyText } from '@/components/copy-text';
import { useFeedback } from '@/lib/feedback';
import { useMemberInfo } from '@/lib/member-info';
import { inviteLink, useInviteShare } from '@/lib/wechat/use-invite-share';
import { isWechat } from '@/lib/wechat/wechat';
import { activityText } from '@/locales/zh-CN/activity';
import { inviteOverview } from '../api/get-invite-overview';

const t = activityText.invite;

/**
 * /activity/invite: my code and the link that fills it in (as text, QR code and, inside WeChat, the
 * share card of the page), the referral rules with the rate in force, and what my invitees brought.
 */
export function useInvite() {
  const feedback = useFeedback();
  const overview = inviteOverview.use();
  const link = overview.data ? inviteLink(window.location.origin, overview.data.invite_code) : '';
  const inWechat = isWechat();

  // Inside WeChat the page's own share menu sends the invite card, whichever way the member shares.
  useInviteShare(overview.data?.invite_code, useMemberInfo().data?.nickname);

  async function copy(text: string) {
    if (await copyText(text)) feedback.success(t.copied);
    else feedback.tell('warning', t.copyFailed);
  }

  return {
    overview,
    link,
    inWechat,
    copy,
    showShareHint: () => feedback.tell('info', t.shareReady),
    /** 500 bp → "5". */
    ratePercent: overview.data ? percentText(overview.data.referral_rate_bp) : '',
  };
}
