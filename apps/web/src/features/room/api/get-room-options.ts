// GET /api/room/list?pid=0 — 可以应用模板的机房（含各自当前的模板）：the room feature's one list of
// machine rooms, so a room added or re-templated anywhere shows here at once
import { useQuery } from '@tanstack/react-query';
import { roomsUnderQueryOptions } from './get-machine-rooms';

export function useRoomOptions() {
  // Which room uses which template decides what the form sends: never trust an old answer.
  return useQuery({ ...roomsUnderQueryOptions(0), staleTime: 0 });
}
