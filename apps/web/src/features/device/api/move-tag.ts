// POST /api/device/move-tag {tag_id (0 清除标签), ids | select_all + filter} — 批量移动到标签
import { deviceMoveTagCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { useDeviceStore } from '../store';
import type { DeviceSelection, DeviceTag } from '../types';
import { refreshAfterDeviceWrite } from './refresh-after-write';

export type MoveToTagInput = { selection: DeviceSelection; tag: Pick<DeviceTag, 'id' | 'name'> | null };

/** SPEC §4: on success the rows take the new tag name; the tags' device counts are fetched again. */
export const moveDevicesToTag = writeCall<typeof deviceMoveTagCall, MoveToTagInput>({
  call: deviceMoveTagCall,
  data: ({ selection, tag }) => ({ ...selection, tag_id: tag?.id ?? 0 }),
  after: (queryClient, _result, { selection, tag }) => {
    useDeviceStore.getState().patchRows(selection, { tag_id: tag?.id ?? null, tag_name: tag?.name ?? '' });
    refreshAfterDeviceWrite(queryClient, ['tag']);
  },
});
