import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { BusinessError } from '@/lib/request';
import { publicText } from '@/locales/zh-CN/public';
import styles from './content.module.css';

/** Placeholder while a text or list loads. */
export function LoadingSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

type LoadErrorProps = {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed load, with the server's message when it refused, and a retry button. */
export function LoadError({ error, onRetry, retrying }: LoadErrorProps) {
  // Network and HTTP failures carry technical English messages; only a refusal's msg is for people.
  const message = error instanceof BusinessError && error.message ? error.message : publicText.loadFailedHint;
  return (
    <div className={`${styles.card} ${styles.state}`}>
      <ErrorBlock status="disconnected" title={publicText.loadFailed} description={message}>
        <Button className={styles.retry} color="primary" fill="outline" loading={retrying} onClick={onRetry}>
          {publicText.retry}
        </Button>
      </ErrorBlock>
    </div>
  );
}
