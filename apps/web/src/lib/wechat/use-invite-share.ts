import { useEffect } from 'react';
import { isWechat, share } from './wechat';
import { wechatText } from '@/locales/zh-CN/wechat';

/** The register page with my invite code filled in: what a friend opens from the share. */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}/user/register?invite=${encodeURIComponent(inviteCode)}`;
}

/**
 * Inside WeChat, "share to Moments" and "send to a friend" from this page send the member's invite
 * link with a Chinese title and description. Outside WeChat nothing happens; a failure only leaves
 * WeChat's default share (the page address), so it is not shown.
 */
export function useInviteShare(inviteCode: string | undefined, nickname: string | undefined): void {
  useEffect(() => {
    if (!inviteCode || !isWechat()) return;
    const origin = window.location.origin;
    share({
      title: wechatText.share.title,
      desc: wechatText.share.desc(nickname ?? ''),
      link: inviteLink(origin, inviteCode),
      imgUrl: `${origin}/icons/icon-192.png`,
    }).catch(() => undefined);
  }, [inviteCode, nickname]);
}
