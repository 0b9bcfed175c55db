/** Types of /manage/suggest, from the contract's schemas (STYLE §3). */
import type { Output, zhishuReply } from '@nodebao/contract';

export type { ZhishuRow } from '@nodebao/contract';

/** GET /api/tongji/zhishu and /zhishu-info: regions best first with the national yardstick. */
export type ZhishuTable = Output<typeof zhishuReply>['data'];

/** Provinces, all cities, or the cities of one province. */
export type AreaScope = { level: 'province' } | { level: 'city'; province: string | null };
