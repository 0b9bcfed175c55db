import type { Release } from '@nodebao/contract';
import { Tag } from 'antd-mobile';
import { formatDate } from '@/lib/format';
import { publicText } from '@/locales/zh-CN/public';
import { formatSize } from '../lib/format-size';
import { CopyButton } from '@/components/copy-button';
import styles from '@/components/content.module.css';

const t = publicText.download;

type ReleaseItemProps = {
  release: Release;
  /** Text of the download button. */
  downloadLabel?: string;
};

/** One downloadable file: name, version, size, date, notes, SHA-256 to copy, and the link. */
export function ReleaseItem({ release, downloadLabel = t.download }: ReleaseItemProps) {
  const fileName = decodeURIComponent(release.url.split('/').pop() ?? '');
  return (
    <div className={styles.release}>
      <div className={styles.releaseHead}>
        <h3 className={styles.releaseName}>{release.name}</h3>
        <Tag color="primary" fill="outline">
          v{release.version}
        </Tag>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t.size}</dt>
          <dd>{formatSize(release.size)}</dd>
        </div>
        <div>
          <dt>{t.publishedAt}</dt>
          <dd>
            <time dateTime={release.published_at}>{formatDate(release.published_at)}</time>
          </dd>
        </div>
      </dl>
      {release.notes ? <p className={styles.notes}>{release.notes}</p> : null}
      <div className={styles.hash}>
        <span className={styles.hashLabel}>{t.sha256}</span>
        <code className={styles.hashValue}>{release.sha256}</code>
        <CopyButton className={styles.copy} text={release.sha256} />
      </div>
      <a className={styles.downloadLink} href={release.url} download={fileName || true}>
        {downloadLabel}
      </a>
    </div>
  );
}
