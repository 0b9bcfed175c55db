import { formatYuan } from '@nodebao/contract/money';

const yuan = (fen: number) => `${formatYuan(fen)} 元`;
/** Fractional fen (an average) → 元 with two decimals. */
const yuanOfAverage = (fen: number) => yuan(Math.round(fen));
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** Strings of /dashboard/city (全国设备统计: the map of devices, income and the regional index). */
export const cityText = {
  modes: {
    label: '地图着色',
    devices: '设备',
    income: '收益',
    zhishu: '指数',
  },
  nation: '全国',
  backToNation: '全国',
  backLabel: '返回全国地图',
  provinceCities: (name: string) => `${name}各城市`,
  listTitle: {
    devices: '各省设备',
    income: '各省昨日收益',
    zhishu: '各省部署指数',
  },
  cityListTitle: {
    devices: (name: string) => `${name}各城市设备`,
    income: (name: string) => `${name}各城市昨日收益`,
    zhishu: (name: string) => `${name}各城市部署指数`,
  },
  summary: {
    devices: '设备',
    online: '在线',
    yesterday: '昨日收益',
    month: '本月收益',
    unit: '台',
    dates: (yesterday: string, month: string) => `昨日 = ${yesterday}，本月 = ${month}`,
    zhishuPlace: (name: string) => `${name}部署指数`,
    nationalPerMbps: '全国每 Mbps 日收益',
    nationalUtilisation: '全国利用率',
    nationalDevices: '全网设备',
    zhishuWindow: (from: string, to: string) => `统计近 30 个结算日（${from} 至 ${to}）`,
    zhishuMeaning: '指数 100 为全国平均；数值越高，新放置的设备预期收益越好',
  },
  legend: {
    devices: ['多', '少'] as const,
    income: ['高', '低'] as const,
    zhishu: ['高', '低'] as const,
  },
  tooltip: {
    devices: (n: number, online: number) => `设备 ${n} 台（在线 ${online}）`,
    yesterday: (fen: number) => `昨日收益 ${yuan(fen)}`,
    month: (fen: number) => `本月收益 ${yuan(fen)}`,
    zhishu: (n: number) => `部署指数 ${n}`,
    perMbps: (fen: number) => `每 Mbps 日收益 ${yuanOfAverage(fen)}`,
    utilisation: (ratio: number) => `利用率 ${percent(ratio)}`,
    fleetDevices: (n: number) => `全网设备 ${n} 台`,
    myDevices: (n: number) => `我的设备 ${n} 台`,
    lowSample: '样本较少，仅供参考',
    tapForCities: '点击查看各城市',
  },
  row: {
    devices: (n: number) => `${n} 台`,
    online: (n: number) => `在线 ${n}`,
    yesterday: (fen: number) => `昨日 ${yuan(fen)}`,
    month: (fen: number) => `本月 ${yuan(fen)}`,
    income: yuan,
    deviceCount: (n: number, online: number) => `设备 ${n} 台（在线 ${online}）`,
    zhishu: (n: number) => String(n),
    perMbps: (fen: number) => `每 Mbps 日收益 ${yuanOfAverage(fen)}`,
    utilisation: (ratio: number) => `利用率 ${percent(ratio)}`,
    fleetDevices: (n: number) => `全网 ${n} 台`,
    myDevices: (n: number) => `我的 ${n} 台`,
    lowSample: '样本少',
    open: (name: string) => `查看${name}各城市`,
  },
  yuan,
  noPlace: '未设置地区',
  noPlaceHint: '所在机房未设置省市的设备不在地图上',
  noShapeForCities: '该地区的地图只画到区县，城市按下方列表显示',
  noMapShape: (n: number) => `${n} 个城市在地图上没有对应区域，见下方列表`,
  notHere: '这里还没有你的设备',
  empty: {
    devices: '还没有设备，绑定设备后这里显示它们在全国的分布',
    income: '还没有设备，绑定设备后这里显示各地的收益',
    zhishu: '还没有足够的结算数据计算部署指数',
    cities: '这个省份还没有数据',
    addDevice: '添加设备',
  },
  mapFailed: '地图加载失败',
  mapLabel: (place: string, mode: string) => `${place}${mode}分布地图`,
  loadFailed: '加载失败',
  retry: '重试',
} as const;
