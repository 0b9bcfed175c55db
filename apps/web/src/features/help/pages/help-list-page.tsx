import { ErrorBlock, InfiniteScroll, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { helpText } from '@/locales/zh-CN/help';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { PageHeader } from '@/components/page-header';
import publicStyles from '@/components/content.module.css';
import { useArticles } from '../api/get-articles';
import styles from '../components/help.module.css';

/** /help/index: the guides, loaded once per visit and reused (SPEC §4). */
export default function HelpListPage() {
  const navigate = useNavigate();
  const query = useArticles();
  const articles = query.data?.pages.flatMap((p) => p.list) ?? [];
  const paged = (query.data?.pages[0]?.pages.pageCount ?? 1) > 1;

  return (
    <div className={publicStyles.page}>
      <PageHeader title={helpText.title} />
      <main className={publicStyles.body}>
        <p className={publicStyles.lead}>{helpText.intro}</p>
        {query.isPending ? <LoadingSkeleton /> : null}
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : null}
        {query.isSuccess && articles.length === 0 ? (
          <div className={`${publicStyles.card} ${publicStyles.state}`}>
            <ErrorBlock status="empty" title={helpText.empty} description={null} />
          </div>
        ) : null}
        {articles.length > 0 ? (
          <List className={styles.list}>
            {articles.map((a) => (
              <List.Item key={a.id} arrow onClick={() => navigate(`/help/${a.id}`)}>
                <div className={styles.itemTitle}>{a.title}</div>
                {a.summary ? <div className={styles.itemSummary}>{a.summary}</div> : null}
              </List.Item>
            ))}
          </List>
        ) : null}
        {paged ? (
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loadMore={async () => {
              await query.fetchNextPage();
            }}
          />
        ) : null}
      </main>
    </div>
  );
}
