import type { LegalTextName } from '@nodebao/contract';
import type { ReactNode } from 'react';
import { publicText } from '@/locales/zh-CN/public';
import { publicParam, type ParamData } from '../api/get-param';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { MarkdownContent } from '@/components/markdown-content';
import { PageHeader } from '@/components/page-header';
import styles from '@/components/content.module.css';

type LegalTextPageProps = {
  name: LegalTextName;
  /** Rendered under the text once it has loaded (the about page's contact card). */
  after?: (data: ParamData) => ReactNode;
};

/** The frame of /user/about, /user/agreement and /user/privacy: one Markdown text from param?name=. */
export function LegalTextPage({ name, after }: LegalTextPageProps) {
  const query = publicParam.use(name);
  const fallbackTitle = publicText.text[name];
  const title = query.data?.text?.title ?? fallbackTitle;

  return (
    <div className={styles.page}>
      <PageHeader title={fallbackTitle} />
      <main className={styles.body}>
        {query.isPending ? <LoadingSkeleton lines={12} /> : null}
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : null}
        {query.data ? (
          <>
            <article className={styles.card}>
              <h1 className={styles.pageTitle}>{title}</h1>
              <MarkdownContent>{query.data.text?.content ?? ''}</MarkdownContent>
            </article>
            {after?.(query.data)}
          </>
        ) : null}
      </main>
    </div>
  );
}
