// GET /api/room/info?id= — 机房或机柜详情
import { roomInfoCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

/** A room the caller may not see answers like a missing one (a BusinessError): the page says so. */
export const roomInfo = queryCall<typeof roomInfoCall, number>({
  call: roomInfoCall,
  prefix: ['room', 'info'],
  params: (id) => ({ id }),
  staleTime: 0,
});
