import { formatYuan } from '@nodebao/contract/money';

/** Fractional fen (an average) → "0.24 元". */
const yuan = (fen: number) => `${formatYuan(Math.round(fen))} 元`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** Strings of /manage/suggest (区域部署指数). */
export const suggestText = {
  explain: {
    title: '什么是区域部署指数',
    lead: '指数衡量在一个地区再放一台设备的预期收益，100 为全国平均水平。数值越高，新放置的设备预期收益越好。',
    factors: [
      { name: '每 Mbps 收益', text: '当地设备每 Mbps 95 值一天挣多少钱，反映单价与在线率' },
      { name: '利用率', text: '95 值占设备峰值带宽的比例，反映当地的流量需求是否旺盛' },
      { name: '密度系数', text: '当地设备越多越低：设备数为各地中位数时为 1，三倍时减半，接近 0 台时翻倍' },
    ],
    formula: '指数 = 100 × 每 Mbps 收益 ÷ 全国平均 × 利用率 ÷ 全国平均 × 密度系数',
    window: (from: string, to: string) =>
      `按近 30 个结算日（${from} 至 ${to}）已有设备的实际结算数据计算，每晚结算后更新。`,
    caution:
      '没有设备的地区暂无指数；标「样本少」的地区设备天数不足 30，仅供参考。指数只用比例和设备数计算，不会透露任何会员的收益。',
    national: (perMbps: number, utilisation: number, devices: number) =>
      `全国：每 Mbps 日收益 ${yuan(perMbps)}，利用率 ${percent(utilisation)}，约 ${devices} 台设备`,
    show: '展开说明',
    hide: '收起说明',
  },
  views: {
    label: '查看方式',
    province: '按省份',
    city: '按城市',
  },
  back: '‹ 全部省份',
  backLabel: '返回省份列表',
  provinceCities: (name: string) => `${name}各城市`,
  listTitle: {
    province: '各省部署指数',
    city: '各城市部署指数',
  },
  columns: {
    rank: '排名',
    area: '地区',
    zhishu: '指数',
    perMbps: '每 Mbps 日收益',
    utilisation: '利用率',
    density: '密度系数',
    devices: '设备数',
    avgIncome: '台均日收益',
  },
  figures: {
    perMbps: yuan,
    utilisation: percent,
    density: (factor: number) => `×${factor.toFixed(2)}`,
    devices: (n: number) => `${n} 台`,
    avgIncome: yuan,
  },
  tone: {
    high: '高于平均',
    mid: '接近平均',
    low: '低于平均',
  },
  lowSample: '样本少',
  lowSampleHint: '设备天数不足 30，仅供参考',
  open: (name: string) => `查看${name}各城市的指数`,
  cityCount: (n: number) => `${n} 个城市`,
  empty: '还没有足够的结算数据计算指数：设备上报并结算后，这里按地区列出指数',
  emptyCities: '这个省份还没有有数据的城市',
  loadFailed: '加载失败',
  retry: '重试',
} as const;
