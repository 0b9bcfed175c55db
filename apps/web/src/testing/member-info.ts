/** The demo member's info as GET /api/member/info answers it, with the access flags given. */
export const demoMemberInfo = (access = { operator: false, superman: false }) => ({
  id: 3,
  mobile: '13800000001',
  nickname: '演示会员',
  is_hide_rank: 0,
  lianke_wallet: null,
  invite_code: 'RCHATK85',
  access,
  wechat_bound: false,
  created_at: '2026-11-22T11:05:15.080Z',
  second_factor_on: false,
});
