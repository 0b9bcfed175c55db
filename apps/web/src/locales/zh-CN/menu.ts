/**
 * Route titles and menu names (the `name` key of each route in `src/app/routes.tsx`), and the
 * desktop menu's group names. Keys follow ant-design-pro's `menu.<area>.<page>` convention.
 */
export const menu = {
  // public
  'menu.user.login': '登录',
  'menu.user.admin-login': '管理员登录',
  'menu.user.register': '注册',
  'menu.user.forget-password': '找回密码',
  'menu.user.download': '刷机教程下载',
  'menu.user.download-app': '下载 App',
  'menu.user.about': '项目介绍',
  'menu.user.agreement': '用户协议',
  'menu.user.privacy': '隐私协议',
  'menu.help.index': '帮助中心',
  'menu.help.detail': '帮助详情',
  'menu.exception.403': '无权访问',
  'menu.exception.404': '页面不存在',
  'menu.exception.500': '服务器出错',
  'menu.exception.index': '出错了',
  'menu.not-found': '页面不存在',

  // pay
  'menu.pay.buy-code': '购买激活码',
  'menu.pay.pay': '选择支付方式',
  'menu.pay.bank': '银行卡转账',
  'menu.pay.wechat': '微信支付',
  'menu.pay.offline-pay': '线下转账',

  // dashboard
  'menu.dashboard.index': '首页',
  'menu.dashboard.city': '全国设备统计',

  // device
  'menu.device.index': '设备列表',
  'menu.device.add-device': '添加设备',
  'menu.device.template': '我的模板',
  'menu.device.add-template': '新建模板',
  'menu.device.template-edit': '编辑模板',

  // manage
  'menu.manage.index': '管理概览',
  'menu.manage.user': '用户管理',
  'menu.manage.user-add': '添加用户',
  'menu.manage.user-edit': '编辑用户',
  'menu.manage.tag': '会员标签',
  'menu.manage.tag-add': '添加标签',
  'menu.manage.tag-edit': '编辑标签',
  'menu.manage.device': '设备管理',
  'menu.manage.room': '机房列表',
  'menu.manage.room-add': '添加机房',
  'menu.manage.room-edit': '编辑机房',
  'menu.manage.room-jigui': '机柜列表',
  'menu.manage.suggest': '区域部署指数',
  'menu.manage.audit': '操作审计',

  // account
  'menu.account.index': '我的',
  'menu.account.money-record': '收益记录',
  'menu.account.money-record-info': '收益明细',
  'menu.account.alipay': '支付宝账户',
  'menu.account.payment': '银行卡',
  'menu.account.payment-info': '添加银行卡',
  'menu.account.payment-edit': '编辑银行卡',
  'menu.account.run-record': '运行记录',
  'menu.account.withdraw': '申请提现',
  'menu.account.withdraw-record': '提现记录',
  'menu.account.event-record': '故障事件',
  'menu.account.security': '账号安全',
  'menu.account.sessions': '登录设备',
  'menu.account.api-tokens': 'API 令牌',

  // activity
  'menu.activity.index': '创世活动',
  'menu.activity.invite': '推广邀请',
  'menu.activity.invite-record': '推广记录',
  'menu.activity.wallet': '我的口袋',
  'menu.activity.service': '我的刷机',
  'menu.activity.apply-service': '申请刷机',
  'menu.activity.contribution': '贡献排行',

  // income
  'menu.income.index': '我的收益',
  'menu.income.user': '收益统计',
  'menu.income.explain': '收益诊断',

  // superman
  'menu.superman.index': '超级管理',
  'menu.superman.add-code': '发放激活码',
  'menu.superman.hezuo-list': '合作机房',

  // server
  'menu.server.index': '大带宽合作',
  'menu.server.apply': '申请合作',
  'menu.server.list': 'CDN 服务器',

  // lottery
  'menu.lottery.index': '流量抽奖',
  'menu.lottery.record': '开奖记录',
  'menu.lottery.lottery-record': '中奖记录',
  'menu.lottery.my-lottery-record': '我的奖品',
  'menu.lottery.ticket-record': '全部奖券',
  'menu.lottery.my-ticket-record': '我的奖券',
} as const;

export type MenuKey = keyof typeof menu;

/** Groups of the desktop side menu, in menu order. */
export const menuGroups = {
  dashboard: '仪表盘',
  device: '设备',
  manage: '管理',
  account: '账户',
  activity: '活动',
  income: '收益',
  lottery: '抽奖',
  server: '大带宽',
  superman: '超级管理',
} as const;

export type MenuGroup = keyof typeof menuGroups;

/** The phone tab bar. */
export const tabs = {
  home: '首页',
  device: '设备',
  income: '收益',
  mine: '我的',
} as const;
