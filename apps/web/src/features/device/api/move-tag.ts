// POST /api/device/move-tag {tag_id (0 清除标签), ids | select_all + filter} — 批量移动到标签
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeviceStore } from '../store';
import type { DeviceSelection, DeviceTag } from '../types';
import { postBulk } from './bulk';
import { refreshAfterDeviceWrite } from './refresh-after-write';

export type MoveToTagInput = { selection: DeviceSelection; tag: Pick<DeviceTag, 'id' | 'name'> | null };

export function moveDevicesToTag({ selection, tag }: MoveToTagInput) {
  return postBulk('/api/device/move-tag', selection, { tag_id: tag?.id ?? 0 });
}

/** SPEC §4: on success the rows take the new tag name; the tags' device counts are fetched again. */
export function useMoveDevicesToTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDevicesToTag,
    onSuccess: (_result, { selection, tag }) => {
      useDeviceStore.getState().patchRows(selection, { tag_id: tag?.id ?? null, tag_name: tag?.name ?? '' });
      refreshAfterDeviceWrite(queryClient, ['tag']);
    },
  });
}
