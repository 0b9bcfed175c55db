import { Button } from 'antd-mobile';
import { appText } from '@/locales/zh-CN/app';

type Paged = { hasMore: boolean; isFetchingNextPage: boolean; loadMore: () => Promise<void> };

/**
 * 加载更多 under a paged list (lib/list's usePagedList) while pages remain; a failed page leaves the
 * button for another try (the request client said why).
 */
export function LoadMore({ list }: { list: Paged }) {
  if (!list.hasMore) return null;
  return (
    <Button
      block
      fill="none"
      loading={list.isFetchingNextPage}
      onClick={() => void list.loadMore().catch(() => undefined)}
    >
      {appText.loadMore}
    </Button>
  );
}
