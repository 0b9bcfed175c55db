import type { Release } from '@nodebao/contract';
import { ErrorBlock } from 'antd-mobile';
import { Link } from 'react-router';
import { publicText } from '@/locales/zh-CN/public';
import { downloads } from '../api/get-downloads';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { PageHeader } from '@/components/page-header';
import { ReleaseItem } from '../components/release-item';
import styles from '@/components/content.module.css';

const APPLY_SERVICE = '/activity/apply-service';

const t = publicText.download;
const KINDS = ['tutorial', 'rom'] as const;
type FlashingKind = (typeof KINDS)[number];

function KindSection({ kind, releases }: { kind: FlashingKind; releases: Release[] }) {
  return (
    <section className={styles.card} aria-labelledby={`kind-${kind}`}>
      <h2 id={`kind-${kind}`}>{t.kinds[kind]}</h2>
      {releases.length > 0 ? (
        releases.map((r) => <ReleaseItem key={r.id} release={r} />)
      ) : (
        <div className={styles.empty}>
          <ErrorBlock
            status="empty"
            title={t.empty[kind]}
            description={null}
            style={{ '--image-height': '72px' }}
          >
            {kind === 'rom' ? <Link to={APPLY_SERVICE}>{t.applyService}</Link> : null}
          </ErrorBlock>
        </div>
      )}
    </section>
  );
}

function VerifyHelp() {
  const v = t.verify;
  return (
    <section className={styles.card} aria-labelledby="verify-title">
      <h2 id="verify-title">{v.title}</h2>
      <p className={styles.small}>{v.intro}</p>
      <div className={styles.command}>
        <p className={styles.commandLabel}>{v.windows}</p>
        <code className={styles.commandLine}>{v.windowsCommand}</code>
      </div>
      <div className={styles.command}>
        <p className={styles.commandLabel}>{v.unix}</p>
        <code className={styles.commandLine}>{v.unixCommand}</code>
      </div>
      <p className={styles.small}>{v.mismatch}</p>
    </section>
  );
}

/** /user/download: the flashing tutorial and ROM images, each with its SHA-256. */
export default function DownloadPage() {
  const query = downloads.use();
  return (
    <div className={styles.page}>
      <PageHeader title={t.title} />
      <main className={styles.body}>
        <p className={styles.lead}>{t.intro}</p>
        {query.isPending ? <LoadingSkeleton /> : null}
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : null}
        {query.data
          ? KINDS.map((kind) => (
              <KindSection key={kind} kind={kind} releases={query.data.filter((r) => r.kind === kind)} />
            ))
          : null}
        <VerifyHelp />
      </main>
    </div>
  );
}
