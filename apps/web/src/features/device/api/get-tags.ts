// GET /api/tag/index — 我的设备标签（标签筛选和「移动标签」的选项）
import { tagIndexCall } from '@nodebao/contract/calls';
import { MAX_PAGE_SIZE } from '@nodebao/contract/limits';
import { queryCall } from '@/lib/query-call';

/** The first 100 tags (the most a picker can usefully show). */
export const deviceTags = queryCall<typeof tagIndexCall>({
  call: tagIndexCall,
  prefix: ['device', 'tags'],
  params: () => ({ page: 1, pageSize: MAX_PAGE_SIZE }),
  staleTime: 60_000,
});

/** While `enabled` (a picker that is open). */
export const useDeviceTags = (enabled = true) => deviceTags.use(enabled ? undefined : null);
