import { Button, Tag } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { beijingDay } from '@/lib/time';
import { publicText } from '@/locales/zh-CN/public';
import { appVersion, type AppVersion } from '../api/get-app-ver';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { PageHeader } from '@/components/page-header';
import { ReleaseItem } from '../components/release-item';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import styles from '@/components/content.module.css';

const t = publicText.app;

function formatDate(value: string) {
  return beijingDay(value) ?? value;
}

function VersionCard({ data }: { data: AppVersion }) {
  return (
    <section className={`${styles.card} ${styles.firstCard}`} aria-labelledby="version-title">
      <h2 id="version-title">{t.current}</h2>
      <div className={styles.version}>
        <span className={styles.versionNumber}>v{data.version}</span>
        {data.released_at ? (
          <span className={styles.versionDate}>
            {t.releasedAt} {formatDate(data.released_at)}
          </span>
        ) : null}
      </div>
    </section>
  );
}

function InstallGuide() {
  const i = t.install;
  const prompt = useInstallPrompt();
  return (
    <section className={styles.card} aria-labelledby="install-title">
      <h2 id="install-title">{i.title}</h2>
      <p className={styles.small}>{i.intro}</p>
      {prompt.installed ? (
        <p className={styles.small}>
          <Tag color="success">{i.installed}</Tag>
        </p>
      ) : null}
      {prompt.canInstall ? (
        <Button className={styles.retry} block color="primary" onClick={() => void prompt.install()}>
          {i.installNow}
        </Button>
      ) : null}
      <ol className={styles.steps}>
        <li>
          <p className={styles.stepTitle}>{i.android}</p>
          <p className={styles.small}>{i.androidSteps}</p>
        </li>
        <li>
          <p className={styles.stepTitle}>{i.iphone}</p>
          <p className={styles.small}>{i.iphoneSteps}</p>
        </li>
      </ol>
      <p className={`${styles.small} ${styles.spaced}`}>{i.wechat}</p>
    </section>
  );
}

function Changelog({ data }: { data: AppVersion }) {
  if (data.changelog.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="changelog-title">
      <h2 id="changelog-title">{t.changelog}</h2>
      <ol className={styles.changelog}>
        {data.changelog.map((entry) => (
          <li key={entry.version}>
            <div className={styles.changelogHead}>
              v{entry.version}
              <span className={styles.changelogDate}>{formatDate(entry.date)}</span>
            </div>
            <ul>
              {entry.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

function QrCard() {
  // The absolute address of this page, so that a desktop visitor can carry it to a phone.
  const url = `${window.location.origin}/user/download-app`;
  return (
    <section className={`${styles.card} ${styles.qrCard}`} aria-labelledby="qr-title">
      <div className={styles.qr}>
        <div className={styles.qrCode}>
          <QRCodeSVG value={url} size={128} marginSize={0} title={t.qr.title} />
        </div>
        <div className={styles.qrText}>
          <h2 id="qr-title" className={styles.sectionTitle}>
            {t.qr.title}
          </h2>
          <p className={styles.small}>{t.qr.hint}</p>
          <p className={styles.qrUrl}>{url}</p>
        </div>
      </div>
    </section>
  );
}

/** /user/download-app: the app's version and changelog, the Android package or how to install the web app. */
export default function DownloadAppPage() {
  const query = appVersion.use();
  const data = query.data;
  return (
    <div className={styles.page}>
      <PageHeader title={t.title} />
      <main className={`${styles.body} ${styles.stack}`}>
        {query.isPending ? <LoadingSkeleton /> : null}
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : null}
        {data ? (
          <>
            <VersionCard data={data} />
            {data.android ? (
              <section className={styles.card} aria-labelledby="android-title">
                <h2 id="android-title">{t.android}</h2>
                <p className={styles.small}>{t.androidHint}</p>
                <ReleaseItem release={data.android} downloadLabel={t.download} />
              </section>
            ) : (
              <InstallGuide />
            )}
            <Changelog data={data} />
          </>
        ) : null}
        <QrCard />
      </main>
    </div>
  );
}
