import { DotLoading } from 'antd-mobile';
import { useEffect, useEffectEvent, useState, useRef, type ReactNode } from 'react';
import { appText } from '@/locales/zh-CN/app';
import styles from './infinite-scroll.module.css';

type InfiniteScrollProps = {
  hasMore: boolean;
  /** Asks for the next page; a rejection stops asking and offers a retry instead. */
  loadMore: () => Promise<void>;
  /** How far below the viewport the end of the list starts the next page, in px. */
  threshold?: number;
  /** What the end of the list says; by default loading, 加载失败 with a retry, or 没有更多了. */
  children?: (hasMore: boolean, failed: boolean, retry: () => void) => ReactNode;
};

/**
 * The end of a phone list: the next page is asked for when it comes within `threshold` px of the
 * viewport, as IntersectionObserver tells (no observer, as in jsdom: no page is asked for by
 * scrolling). It replaces antd-mobile's InfiniteScroll, with its props, texts and look: that one
 * measured its own position after every render of the page it sat on, a forced layout of the whole
 * page each time: ~110 ms of the money records' first load at 4× CPU slowdown (issue 17 §3).
 *
 * After each page a new observer looks again, so a list still shorter than the screen goes on
 * asking until it fills it or has no more.
 */
export function InfiniteScroll({
  hasMore,
  loadMore,
  threshold = 250,
  children = endText,
}: InfiniteScrollProps) {
  const end = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [pagesAsked, setPagesAsked] = useState(0);
  const askNext = useEffectEvent(() =>
    loadMore().then(
      () => setPagesAsked((n) => n + 1),
      () => setFailed(true),
    ),
  );

  useEffect(() => {
    const element = end.current;
    if (!element || !hasMore || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // One page at a time: the next observer (after this page) looks again.
        observer.disconnect();
        void askNext();
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, failed, pagesAsked, threshold]);

  return (
    <div ref={end} className={styles.end}>
      {children(hasMore, failed, () => setFailed(false))}
    </div>
  );
}

function endText(hasMore: boolean, failed: boolean, retry: () => void): ReactNode {
  const t = appText.infiniteScroll;
  if (!hasMore) return <span>{t.noMore}</span>;
  if (failed)
    return (
      <span>
        <span className={styles.failedText}>{t.failed}</span>
        <a onClick={retry}>{t.retry}</a>
      </span>
    );
  return (
    <>
      <span>{t.loading}</span>
      <DotLoading />
    </>
  );
}
