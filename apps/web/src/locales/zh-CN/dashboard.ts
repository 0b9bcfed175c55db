import { formatYuan } from '@nodebao/contract/money';

/** Money as people read it: integer fen → "2597.76 元". */
const yuan = (fen: number) => `${formatYuan(fen)} 元`;

/** Strings of the home page (features/dashboard, /dashboard/index). */
export const dashboardText = {
  greeting: {
    night: '夜深了',
    morning: '早上好',
    noon: '中午好',
    afternoon: '下午好',
    evening: '晚上好',
  },
  greet: (part: string, name: string) => `${part}，${name}`,
  subtitle: '这是你的设备今天的情况',
  operatorSubtitle: '这是你和下级会员的设备今天的情况',
  welcome: '欢迎来到节点宝，先绑定第一台设备吧',

  fleet: {
    title: '设备概况',
    online: '在线',
    offline: '离线',
    abnormal: '异常',
    uninstalled: '未上架',
    total: '全部',
    open: (label: string, n: number) => `${label} ${n} 台，查看设备列表`,
  },

  upload: {
    today: '今日上行',
    yesterday: '昨日上行',
  },

  speed: {
    title: '昨日带宽',
    peak: '峰值',
    value95: '95 值',
    total: '总上行',
    income: '昨日收益',
    yuan,
    series: '上行',
    at: (time: string) => `@ ${time}`,
    empty: '这一天没有上报数据',
    chartLabel: (day: string, peak: string, time: string, value95: string, money: string | null) =>
      `${day} 上行带宽曲线：峰值 ${peak}（${time}），95 值 ${value95}${money ? `，收益 ${money}` : ''}`,
  },

  income: {
    title: '我的收益',
    yesterday: '昨日收益（元）',
    yuanUnit: '元',
    settled: (day: string) => `${day} 已结算`,
    settling: '结算中',
    settlingHint: '每天北京时间 00:35 结算前一天的收益，稍后再来看',
    month: '本月收益',
    total: '累计收益',
    balance: '可提现余额',
    reserve: (fen: number) => `提现中 ${yuan(fen)}`,
    withdraw: '提现',
    records: '收益明细',
    zhishu: (name: string, index: number) => `${name}部署指数 ${index}`,
    zhishuHint: '100 为全国平均，看全国分布',
    zhishuLabel: (name: string, index: number) => `${name}的区域部署指数为 ${index}，查看全国设备统计`,
  },

  banner: {
    label: '公告',
    open: (title: string) => `打开：${title}`,
  },

  month: {
    title: '本月收益与流量',
    money: '收益',
    flow: '流量',
    moneyTotal: (fen: number) => `本月合计 ${yuan(fen)}`,
    flowTotal: (text: string) => `本月合计 ${text}`,
    moneyAxis: '元',
    empty: '本月还没有结算的收益',
    emptyFlow: '本月还没有结算的流量',
    firstDay: '每月 1 日的收益在 2 日凌晨结算后显示',
    tooltipMoney: (fen: number) => `收益 ${yuan(fen)}`,
    tooltipFlow: (flow: string) => `上行流量 ${flow}`,
    chartLabel: (kind: string, total: string) => `本月每日${kind}柱状图，${total}`,
  },

  memberRank: {
    title: '昨日收益排行',
    me: '我',
    devices: (n: number) => `${n} 台`,
    income: yuan,
    notRanked: '你昨天还没有收益，暂未上榜',
    empty: '昨天还没有会员获得收益',
    all: '查看完整排行',
    sheetTitle: (day: string) => `${day} 收益排行`,
    close: '关闭',
    hideHint: '不想出现在排行里？可以在「我的」中隐藏排名',
    hideLink: '去设置 ›',
    myPlace: (rank: number) => `我的名次：第 ${rank} 名`,
    loading: '加载中',
    noMore: '没有更多了',
    retry: '加载失败，点此重试',
  },

  rank: {
    title: '昨日设备排行',
    byIncome: '按收益',
    byValue95: '按 95 值',
    empty: '昨天还没有设备上报',
    incomeEmpty: '昨天的收益还没有结算',
    upload: '上行',
    open: (sn: string) => `查看 ${sn} 的运行记录`,
  },

  attention: {
    title: '需要关注',
    offline: '离线设备',
    count: (n: number) => `${n} 台`,
    allOffline: (n: number) => `查看全部 ${n} 台离线设备`,
    abnormal: '异常设备',
    abnormalHint: '离线、线路掉线、磁盘或 CPU 告警，或昨日 95 值不到前一周平均的一半',
    faults: '未读故障事件',
    allGood: '所有设备都在线，暂时不用操心',
    lastReport: (time: string) => `${time}上报`,
    neverReported: '从未上报',
  },

  links: {
    title: '快捷入口',
    addDevice: '添加设备',
    devices: '设备列表',
    help: '帮助中心',
    runRecord: '运行记录',
    events: '故障事件',
  },

  empty: {
    title: '还没有设备',
    description: '绑定第一台设备后，这里会显示在线情况、带宽曲线和设备排行。还没有激活码？可以先购买。',
    addDevice: '添加设备',
    buyCode: '购买激活码',
  },

  yuan,
  loadFailed: '加载失败',
  retry: '重试',
} as const;
