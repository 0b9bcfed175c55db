import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { splitBytes } from '@/components/chart/units';
import { useMemberInfo } from '@/lib/member-info';
import { beijingMinuteOfDay } from '@/lib/time';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { greeting } from '../lib/greeting';
import type { FleetSummary } from '../types';
import styles from './dashboard.module.css';

function Flow({ label, bytes }: { label: string; bytes: number | undefined }) {
  const flow = bytes === undefined ? null : splitBytes(bytes);
  return (
    <div className={styles.flow}>
      <div className={styles.flowLabel}>{label}</div>
      {flow ? (
        <div className={styles.flowValue}>
          {flow.value}
          <small>{flow.unit}</small>
        </div>
      ) : (
        <Skeleton className={styles.flowSkeleton} animated />
      )}
    </div>
  );
}

function heroSubtitle(summary: FleetSummary | undefined, operator: boolean): string {
  if (summary?.total === 0) return t.welcome;
  return operator ? t.operatorSubtitle : t.subtitle;
}

/** The greeting with the member's nickname, and today's and yesterday's upload of the whole fleet. */
export function Hero({ summary }: { summary: FleetSummary | undefined }) {
  const member = useMemberInfo().data;
  // The Beijing hour of the page's first draw: the greeting does not change while it is open.
  const [hour] = useState(() => Math.floor(beijingMinuteOfDay() / 60));
  const operator = member?.access.operator ?? false;
  // Only figures of a fleet: an empty one has nothing to upload yet.
  const showFlow = !summary || summary.total > 0;
  return (
    <section className={`${styles.hero} ${styles.heroArea}`}>
      <div>
        <h1 className={styles.greeting}>{greeting(hour, member?.nickname, member?.mobile)}</h1>
        <p className={styles.heroSub}>{heroSubtitle(summary, operator)}</p>
      </div>
      {showFlow ? (
        <div className={styles.flows}>
          <Flow label={t.upload.today} bytes={summary?.today_bytes_up} />
          <Flow label={t.upload.yesterday} bytes={summary?.yesterday_bytes_up} />
        </div>
      ) : null}
    </section>
  );
}
