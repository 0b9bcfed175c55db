import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { formatDate } from '@/lib/format';
import { helpText } from '@/locales/zh-CN/help';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { MarkdownContent } from '@/components/markdown-content';
import { PageHeader } from '@/components/page-header';
import publicStyles from '@/components/content.module.css';
import { isArticleNotFound, useArticle } from '../api/get-article';

function NotFound({ message }: { message?: string }) {
  const navigate = useNavigate();
  return (
    <div className={`${publicStyles.card} ${publicStyles.state}`}>
      <ErrorBlock status="empty" title={message || helpText.notFound} description={helpText.notFoundHint}>
        <Button
          className={publicStyles.retry}
          color="primary"
          fill="outline"
          onClick={() => navigate('/help/index')}
        >
          {helpText.backToList}
        </Button>
      </ErrorBlock>
    </div>
  );
}

/** /help/:id: one guide. */
export default function HelpDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useArticle(id);
  const article = query.data;

  return (
    <div className={publicStyles.page}>
      <PageHeader title={article?.title ?? helpText.detailTitle} />
      <main className={publicStyles.body}>
        {!validId ? <NotFound /> : null}
        {validId && query.isPending ? <LoadingSkeleton lines={12} /> : null}
        {isArticleNotFound(query.error) ? <NotFound message={query.error.message} /> : null}
        {query.isError && !isArticleNotFound(query.error) ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : null}
        {article ? (
          <article className={publicStyles.card}>
            <h1 className={publicStyles.pageTitle}>{article.title}</h1>
            <p className={publicStyles.meta}>
              <time dateTime={article.updated_at}>{helpText.updatedAt(formatDate(article.updated_at))}</time>
            </p>
            <MarkdownContent>{article.content}</MarkdownContent>
          </article>
        ) : null}
      </main>
    </div>
  );
}
