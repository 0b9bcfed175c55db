// GET /api/default/map?name= — 地图 GeoJSON（China 或省份简称，如 广东），供 echarts.registerMap
import { defaultMapCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const CHINA_MAP = 'China';

/** Asked for by name; null asks nothing (a province without a map of its own). */
export const mapShape = queryCall<typeof defaultMapCall, string>({
  call: defaultMapCall,
  prefix: ['default', 'map'],
  params: (name) => ({ name }),
  // Borders do not move; the server lets the browser keep them a day too.
  staleTime: Infinity,
  gcTime: Infinity,
});
