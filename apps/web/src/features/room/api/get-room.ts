// GET /api/room/info?id= — 机房或机柜详情
import { queryCall } from '@/lib/query-call';
import type { Room } from '../types';

/** A room the caller may not see answers like a missing one (a BusinessError): the page says so. */
export const roomInfo = queryCall<Room, number>({
  url: '/api/room/info',
  prefix: ['room', 'info'],
  params: (id) => ({ id }),
  staleTime: 0,
});
