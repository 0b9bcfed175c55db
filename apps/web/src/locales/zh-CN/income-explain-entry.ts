import { formatYuan } from '@nodebao/contract/money';

/**
 * Strings of the entries that open 收益诊断 (/income/explain, issue 50 §1): the home's line under
 * 昨日收益, the links of a day's detail, a box's detail and the operator's income statistics. Apart
 * from the page's own strings (income-explain.ts), so the home does not download those.
 */
export const explainEntryText = {
  open: '收益诊断',
  link: '收益诊断 ›',
  fleet: '团队收益诊断',
  member: '诊断',
  memberAria: (name: string) => `${name} 的收益诊断`,

  /** The home's line under 昨日收益: "比前 7 日中位数少 ¥12.30（-15%）", the percentage whole. */
  home: {
    line: (days: number, changeFen: number, ratio: number | null) => {
      const percent = ratio === null ? '' : `（${ratio > 0 ? '+' : ''}${Math.round(ratio * 100)}%）`;
      return `比前 ${days} 日中位数${changeFen < 0 ? '少' : '多'} ¥${formatYuan(Math.abs(changeFen))}${percent}`;
    },
    more: '查看原因 ›',
  },
};
