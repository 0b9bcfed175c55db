import { PullToRefresh, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { useMemberInfo } from '@/features/auth/api/member-info';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { useDeviceRank } from '../api/get-device-rank';
import { useFleetSummary } from '../api/get-fleet-summary';
import { useOfflineDevices } from '../api/get-offline-devices';
import { useSpeedChart } from '../api/get-speed-chart';
import { useUnreadFaults } from '../api/get-unread-faults';
import { AttentionCard } from '../components/attention-card';
import styles from '../components/dashboard.module.css';
import { EmptyFleet } from '../components/empty-fleet';
import { FleetCard } from '../components/fleet-card';
import { Hero } from '../components/hero';
import { QuickLinks } from '../components/quick-links';
import { RankCard } from '../components/rank-card';
import { Section, SectionError, SectionSkeleton } from '../components/section';
import { SpeedCard } from '../components/speed-card';

/**
 * /dashboard/index (首页), for members and operators alike (the server scopes every figure): greeting,
 * fleet figures, today's and yesterday's upload, what needs attention, yesterday's bandwidth curve
 * and device ranking. antd-mobile only; on wide screens the cards sit in a two-column grid.
 */
export default function DashboardPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const member = useMemberInfo().data;
  const summary = useFleetSummary();
  // All asked for at once: waiting for the counts first would put one round trip before the chart.
  const speed = useSpeedChart();
  const rank = useDeviceRank();
  const offline = useOfflineDevices();
  const unread = useUnreadFaults();
  const [hour] = useState(() => new Date().getHours());

  const fleet = summary.data;
  const empty = fleet?.total === 0;

  async function refresh() {
    const results = await Promise.all([summary, speed, rank, offline, unread].map((q) => q.refetch()));
    if (results.some((r) => r.isError)) Toast.show({ content: t.refreshFailed });
  }

  let attention: ReactNode;
  if (fleet) attention = <AttentionCard summary={fleet} offline={offline} unread={unread} />;
  else
    attention = (
      <Section area="attention" title={t.attention.title}>
        {summary.error ? (
          <SectionError
            error={summary.error}
            retrying={summary.isFetching}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <SectionSkeleton lines={4} />
        )}
      </Section>
    );

  const body = (
    <main className={styles.page}>
      <div className={styles.grid}>
        <Hero member={member} summary={fleet} hour={hour} />
        {empty ? <EmptyFleet /> : <FleetCard query={summary} />}
        <QuickLinks />
        {empty ? null : (
          <>
            {attention}
            <SpeedCard query={speed} />
            <RankCard query={rank} />
          </>
        )}
      </div>
    </main>
  );

  // Pull to refresh is a touch gesture: desktops refresh with the browser.
  return desktop ? body : <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>;
}
