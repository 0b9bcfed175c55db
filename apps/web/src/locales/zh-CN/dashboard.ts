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
    yuan: (fen: number) => `${(fen / 100).toFixed(2)} 元`,
    series: '上行',
    at: (time: string) => `@ ${time}`,
    empty: '这一天没有上报数据',
    chartLabel: (day: string, peak: string, time: string, value95: string) =>
      `${day} 上行带宽曲线：峰值 ${peak}（${time}），95 值 ${value95}`,
  },

  rank: {
    title: '昨日设备排行',
    hint: '按 95 值',
    empty: '昨天还没有设备上报',
    upload: '上行',
    open: (sn: string) => `查看 ${sn} 的运行记录`,
  },

  attention: {
    title: '需要关注',
    offline: '离线设备',
    count: (n: number) => `${n} 台`,
    allOffline: (n: number) => `查看全部 ${n} 台离线设备`,
    abnormal: '异常设备',
    abnormalHint: '在线但磁盘将满或有线路掉线',
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

  loadFailed: '加载失败',
  retry: '重试',
  refreshFailed: '刷新失败，请稍后再试',
} as const;
