import { useSearchParams } from 'react-router';
import { BusinessError } from '@/lib/request';
import { roomInfo } from '../api/get-room';
import { idParam } from '@/lib/navigation';
import type { Room } from '../types';

/** What /manage/room/jigui?pid= can show. */
export type CabinetRoomState =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'not-found' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; retrying: boolean; retry: () => void }
  | { kind: 'cabinet'; room: Room }
  | { kind: 'ready'; room: Room };

/** The machine room of the cabinet list, from `?pid=`: missing, not an id, unknown, a cabinet, or the room. */
export function useCabinetRoom(): CabinetRoomState {
  const [params] = useSearchParams();
  const raw = params.get('pid')?.trim() ?? '';
  const pid = idParam(raw);
  const room = roomInfo.use(pid);
  if (raw === '') return { kind: 'missing' };
  if (pid === null) return { kind: 'invalid' };
  // A room of someone else answers exactly like a missing one.
  if (room.error instanceof BusinessError) return { kind: 'not-found' };
  if (room.isPending) return { kind: 'loading' };
  if (room.isError)
    return { kind: 'failed', error: room.error, retrying: room.isFetching, retry: () => void room.refetch() };
  return room.data.pid === 0 ? { kind: 'ready', room: room.data } : { kind: 'cabinet', room: room.data };
}
