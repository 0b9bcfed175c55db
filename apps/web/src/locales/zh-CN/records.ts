import { EMPTY_VALUE } from './app';
/** Strings of the run log (/account/run-record) and the fault events (/account/event-record). */
export const recordsText = {
  runLog: {
    dayFilter: '日期',
    allDays: '全部日期',
    deviceFilter: '设备',
    allDevices: '全部设备',
    pickDay: '选择日期',
    pickDevice: '选择设备',
    searchDevice: '输入 SN 或名称搜索',
    noDeviceMatch: '没有找到设备',
    deviceSearchFailed: '设备搜索失败',
    deviceSearchHint: '最多显示 20 台，输入更多字符缩小范围',
    total: (n: number) => `共 ${n} 条记录`,
    online: '在线时长',
    up: '上行流量',
    down: '下行流量',
    value95: '95 值',
    peak: '峰值',
    empty: '暂无运行记录',
    emptyHint: '设备每天上报后，这里会记录当天的在线时长、流量和 95 值',
    noMatch: '没有符合条件的运行记录',
    noMatchHint: '换个日期或设备试试',
    clearFilters: '清除筛选',
    loadFailed: '运行记录加载失败',
  },
  events: {
    unread: (n: number) => `${n} 条未读`,
    allRead: '全部已读',
    markAllRead: '全部标为已读',
    markedRead: '已全部标为已读',
    unreadTag: '未读',
    viewDevice: '查看设备',
    deviceId: (id: number) => `设备 #${id}`,
    empty: '暂无故障事件',
    emptyHint: '设备离线、恢复上线等情况会记录在这里',
    loadFailed: '故障事件加载失败',
    total: (n: number) => `共 ${n} 条`,
  },
  cancel: '取消',
  retry: '重新加载',
} as const;

/** Units of the traffic and time figures (dashboard, charts, run log). */
export const unitText = {
  /** "20 小时 40 分钟", "40 分钟", "0 分钟". */
  duration: (hours: number, minutes: number) =>
    hours > 0 ? (minutes > 0 ? `${hours} 小时 ${minutes} 分钟` : `${hours} 小时`) : `${minutes} 分钟`,
  mbps: 'Mbps',
  empty: EMPTY_VALUE,
} as const;
