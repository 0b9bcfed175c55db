/**
 * What changed in each version of the console, newest first; /user/download-app shows it. A release
 * adds its entry here in the same commit that bumps the version in the root package.json.
 */
export const APP_CHANGELOG: { version: string; date: string; notes: string[] }[] = [
  {
    version: '0.1.0',
    date: '2026-11-22',
    notes: [
      '全新的节点宝控制台：手机与电脑均可使用，可添加到手机桌面作为应用打开',
      '手机号注册、登录与短信找回密码',
      '帮助中心：添加设备、收益结算、提现、刷机等使用指南',
      '我的页面：账号信息、排行榜隐身开关、退出登录',
    ],
  },
];
