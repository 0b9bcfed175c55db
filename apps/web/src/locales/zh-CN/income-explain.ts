import { EXPLAIN_CAUSES } from '@nodebao/contract/labels';

/**
 * Strings of 收益诊断 (/income/explain, issue 50 §1): why a settled day's income moved against the
 * median of the settled days before it, and the entries that open it (the home's line under 昨日收益,
 * the day's detail, the device detail, the operator's income statistics).
 */
export const explainText = {
  /** The causes' names: the contract's (labels). */
  causes: EXPLAIN_CAUSES,
  /** Under 其他, always: what it holds. */
  otherNote: '取整与中位数差等未归因部分',

  scope: {
    mine: '我的',
    fleet: '整个团队',
    member: (name: string) => `会员 ${name}`,
    device: (name: string) => `设备 ${name}`,
  },
  newestDay: '最近结算日',

  summary: {
    title: '收益变化',
    income: '当日收益（元）',
    baseline: (n: number) => `前 ${n} 个结算日中位数（元）`,
    change: '变化',
    /** "-12.30 元（-15.0%）". */
    changeValue: (yuan: string, ratio: string | null) => (ratio ? `${yuan} 元（${ratio}）` : `${yuan} 元`),
    baselineDays: (from: string, to: string) => `比较的结算日：${from} 至 ${to}`,
    unchanged: '与前几日中位数持平',
  },

  causesTitle: '原因拆分',
  causesNote: '各原因之和等于总变化；正数使收益增加，负数使收益减少。',
  share: (percent: string) => `占变化 ${percent}`,
  boxCount: (n: number) => `涉及 ${n} 台`,
  boxesShown: (shown: number, total: number) => `列出影响最大的 ${shown} 台，共 ${total} 台`,
  showBoxes: '查看设备',
  hideBoxes: '收起',
  noBoxes: '没有单台设备可列出',
  boxColumns: { device: '设备', detail: '原因', fen: '影响（元）' },
  boxAria: (sn: string) => `查看设备 ${sn} 的收益诊断`,

  membersTitle: '影响最大的会员',
  membersNote: '点开看该会员的收益诊断',
  memberAria: (name: string) => `查看会员 ${name} 的收益诊断`,

  states: {
    notSettledTitle: '尚未结算',
    notSettled: '这一天没有已结算的收益，无法诊断。每天北京时间 00:35 结算前一天的收益。',
    noHistoryTitle: '没有可比较的历史',
    noHistory: '这一天之前还没有已结算的日期，有了历史收益后才能比较。',
    toNewest: '看最近结算日',
  },
};
