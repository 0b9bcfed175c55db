/**
 * Types of the dashboard, taken from the contract's schemas (STYLE §3: never written twice).
 * `Output` reads a schema's output type the way `z.infer` does, so the web needs no zod import.
 */
import type { deviceMainReply, deviceRankReply } from '@nodebao/contract';

type Output<S> = S extends { _zod: { output: infer O } } ? O : never;

export type { DeviceRow, SpeedChart } from '@nodebao/contract';

/** GET /api/device/main: the fleet at a glance. */
export type FleetSummary = Output<typeof deviceMainReply>['data'];
/** GET /api/device/rank-list: yesterday's best devices by value95. */
export type RankRow = Output<typeof deviceRankReply>['data'][number];
/** The fleet figures a card links to the device list with (全部 is no filter). */
export type FleetStatus = 'online' | 'offline' | 'abnormal' | 'uninstalled' | 'total';
