// GET /api/tongji/index?province= — 各省（或某省各城市）的设备数、在线数、昨日与本月收益
import { tongjiIndexCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

/** Asked for with a province's 6-digit code for its cities, or 'all' for the provinces. */
export const fleetAreas = queryCall<typeof tongjiIndexCall, string>({
  call: tongjiIndexCall,
  prefix: ['tongji', 'index'],
  params: (province) => ({ province: province === 'all' ? undefined : province }),
  staleTime: 60_000,
});
