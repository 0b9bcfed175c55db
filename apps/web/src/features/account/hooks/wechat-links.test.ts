import { describe, expect, it } from 'vitest';
import { inviteLink } from '@/lib/wechat/use-invite-share';
import { oauthRedirect } from '../api/wechat-binding';

describe('the WeChat OAuth return address', () => {
  it('is this page without the code and state of an earlier return, and without #fragment', () => {
    expect(oauthRedirect('https://a.example/pay/wechat?order_no=NB1&code=x&state=y#z')).toBe(
      'https://a.example/pay/wechat?order_no=NB1',
    );
    expect(oauthRedirect('https://a.example/account/index')).toBe('https://a.example/account/index');
  });
});

describe('the shared invite link', () => {
  it('opens registration with the invite code filled in', () => {
    expect(inviteLink('https://a.example', 'AB12CD')).toBe('https://a.example/user/register?invite=AB12CD');
  });
});
