// GET /api/tongji/index?province= — 各省（或某省各城市）的设备数、在线数、昨日与本月收益
import { queryCall } from '@/lib/query-call';
import type { FleetAreas } from '../types';

/** Asked for with a province's 6-digit code for its cities, or 'all' for the provinces. */
export const fleetAreas = queryCall<FleetAreas, string>({
  url: '/api/tongji/index',
  prefix: ['tongji', 'index'],
  params: (province) => ({ province: province === 'all' ? undefined : province }),
  staleTime: 60_000,
});
