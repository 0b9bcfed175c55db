/**
 * Types of the dashboard, taken from the contract's schemas (STYLE §3: never written twice).
 * `Output` reads a schema's output type the way `z.infer` does, so the web needs no zod import.
 */
import type {
  deviceRankReply,
  fleetAreaReply,
  mapReply,
  moneyPaimingReply,
  Output,
  zhishuReply,
} from '@nodebao/contract';

export type { DeviceRow, Main2, MemberRank, SpeedChart, ZhishuRow, FleetSummary } from '@nodebao/contract';

/** GET /api/device/rank-list: yesterday's best devices by value95. */
export type RankRow = Output<typeof deviceRankReply>['data'][number];
/** GET /api/tongji/money-paiming: the caller's devices by a settled day's income. */
export type MoneyRank = Output<typeof moneyPaimingReply>['data'];
/** The fleet figures a card links to the device list with (全部 is no filter). */
export type FleetStatus = 'online' | 'offline' | 'abnormal' | 'uninstalled' | 'total';

/** GET /api/tongji/index: devices and income per province, or per city of one province. */
export type FleetAreas = Output<typeof fleetAreaReply>['data'];
export type FleetAreaRow = FleetAreas['data'][number];
/** GET /api/tongji/zhishu and /zhishu-info: the regional index of provinces or cities. */
export type ZhishuTable = Output<typeof zhishuReply>['data'];
/** GET /api/default/map: a GeoJSON FeatureCollection for echarts.registerMap. */
export type GeoJson = Output<typeof mapReply>['data'];
