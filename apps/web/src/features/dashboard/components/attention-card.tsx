import { Badge } from 'antd-mobile';
import { Link } from 'react-router';
import { formatFromNow } from '@/lib/format';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { useUnreadFaults } from '@/features/account/api/get-fault-messages';
import { ATTENTION_LIMIT, offlineDevices } from '@/features/device/api/get-offline-devices';
import { deviceListLink, deviceSearchLink } from '../lib/links';
import type { FleetSummary } from '../types';
import dot from '@/components/device-card/online-dot.module.css';
import styles from './dashboard.module.css';
import { QueryState, Section, SectionError, SectionSkeleton, type QueryLike } from './section';

function lastReport(iso: string | null): string {
  return iso ? t.attention.lastReport(formatFromNow(iso)) : t.attention.neverReported;
}

function Chevron() {
  return (
    <span className={styles.chevron} aria-hidden="true">
      ›
    </span>
  );
}

/**
 * What asks for the member now: the devices that went offline most recently (up to five), the
 * abnormal count, and the unread fault events.
 */
export function AttentionCard({ summary: summaryQuery }: { summary: QueryLike<FleetSummary> }) {
  const offline = offlineDevices.use(ATTENTION_LIMIT);
  const unread = useUnreadFaults();
  const summary = summaryQuery.data;
  if (!summary)
    return (
      <Section area="attention" title={t.attention.title}>
        {summaryQuery.error ? (
          <SectionError
            error={summaryQuery.error}
            retrying={summaryQuery.isFetching}
            onRetry={() => void summaryQuery.refetch()}
          />
        ) : (
          <SectionSkeleton lines={4} />
        )}
      </Section>
    );
  const calm = summary.offline === 0 && summary.abnormal === 0;
  return (
    <Section area="attention" title={t.attention.title}>
      {calm ? <p className={styles.calm}>{t.attention.allGood}</p> : null}

      {summary.offline > 0 ? (
        <div className={styles.attnGroup}>
          <Link className={styles.attnRow} to={deviceListLink('offline')}>
            <span className={styles.attnLabel}>
              <i className={`${dot.dot} ${styles.dotOffline}`} aria-hidden="true" />
              {t.attention.offline}
            </span>
            <span className={styles.attnValue}>{t.attention.count(summary.offline)}</span>
            <Chevron />
          </Link>
          <QueryState query={offline} lines={3}>
            {(preview) => (
              <ul className={styles.offlineList}>
                {preview.list.map((device) => (
                  <li key={device.id}>
                    <Link className={styles.offlineItem} to={deviceSearchLink(device.sn)}>
                      <span className={styles.mono}>{device.sn}</span>
                      {device.name ? <span className={styles.offlineName}>{device.name}</span> : null}
                      <span className={styles.offlineTime}>{lastReport(device.last_report_at)}</span>
                    </Link>
                  </li>
                ))}
                {preview.total > preview.list.length ? (
                  <li>
                    <Link className={styles.moreLink} to={deviceListLink('offline')}>
                      {t.attention.allOffline(preview.total)}
                    </Link>
                  </li>
                ) : null}
              </ul>
            )}
          </QueryState>
        </div>
      ) : null}

      {summary.abnormal > 0 ? (
        <Link className={styles.attnRow} to={deviceListLink('abnormal')}>
          <span className={styles.attnLabel}>
            <i className={`${dot.dot} ${styles.dotAbnormal}`} aria-hidden="true" />
            {t.attention.abnormal}
            <small className={styles.attnHint}>{t.attention.abnormalHint}</small>
          </span>
          <span className={styles.attnValue}>{t.attention.count(summary.abnormal)}</span>
          <Chevron />
        </Link>
      ) : null}

      <Link className={styles.attnRow} to="/account/event-record">
        <span className={styles.attnLabel}>
          <i className={`${dot.dot} ${styles.dotFault}`} aria-hidden="true" />
          {t.attention.faults}
        </span>
        <span className={styles.attnValue}>
          {unread.data !== undefined ? (
            unread.data > 0 ? (
              <Badge content={unread.data > 99 ? '99+' : unread.data} />
            ) : (
              <span className={styles.zero}>0</span>
            )
          ) : null}
        </span>
        <Chevron />
      </Link>
    </Section>
  );
}
