import { Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { useMemberInfo } from '@/lib/member-info';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { DASHBOARD_RANK_LIMIT, useDeviceRank } from '../api/get-device-rank';
import { useFleetSummary } from '@/features/device/api/get-fleet-summary';
import { useMain2 } from '../api/get-main2';
import { useMoneyRank } from '../api/get-money-rank';
import { useOfflineDevices } from '@/features/device/api/get-offline-devices';
import { useUnreadFaults } from '@/features/account/api/get-fault-messages';
import { AttentionCard } from '../components/attention-card';
import { BannerCard } from '../components/banner-card';
import styles from '../components/dashboard.module.css';
import { EmptyFleet } from '../components/empty-fleet';
import { FleetCard } from '../components/fleet-card';
import { Hero } from '../components/hero';
import { IncomeCard } from '../components/income-card';
import { MemberRankCard } from '../components/member-rank-card';
import { MonthCard } from '../components/month-card';
import { QuickLinks } from '../components/quick-links';
import { RankCard, type RankBy } from '../components/rank-card';
import { Section, SectionError, SectionSkeleton, type QueryLike } from '../components/section';
import { SpeedCard } from '../components/speed-card';
import type { SpeedChart } from '../types';
import { PullRefresh } from '@/components/pull-refresh';

/**
 * /dashboard/index (首页), for members and operators alike (the server scopes every figure): greeting,
 * income (one main2 request feeds the income card, banners, yesterday's curve with its income, the
 * month's charts and the earnings ranking), fleet figures, what needs attention and the device
 * ranking. antd-mobile only; on wide screens the cards sit in a two-column grid.
 */
export default function DashboardPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const member = useMemberInfo().data;
  const summary = useFleetSummary();
  // All asked for at once: waiting for the counts first would put one round trip before the charts.
  const home = useMain2();
  const [rankBy, setRankBy] = useState<RankBy>('income');
  const incomeRank = useMoneyRank(DASHBOARD_RANK_LIMIT, rankBy === 'income');
  const value95Rank = useDeviceRank(DASHBOARD_RANK_LIMIT, rankBy === 'value95');
  const offline = useOfflineDevices();
  const unread = useUnreadFaults();
  const [hour] = useState(() => new Date().getHours());

  const fleet = summary.data;
  const empty = fleet?.total === 0;
  const overview = home.data?.overview;
  // A member without boxes may still hold money (commission, an old balance): then income shows.
  const showIncome =
    !empty || (overview !== undefined && (overview.total_income_fen > 0 || overview.balance_fen > 0));
  const speed: QueryLike<SpeedChart> = {
    data: home.data?.yesterdaySpeedChart,
    error: home.error,
    isFetching: home.isFetching,
    refetch: home.refetch,
  };

  async function refresh() {
    const rank = rankBy === 'income' ? incomeRank : value95Rank;
    const results = await Promise.all([summary, home, rank, offline, unread].map((q) => q.refetch()));
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
        {showIncome ? <IncomeCard query={home} /> : null}
        {home.data ? <BannerCard banners={home.data.banner_data} /> : null}
        {empty ? <EmptyFleet /> : <FleetCard query={summary} />}
        <QuickLinks />
        {empty ? null : (
          <>
            {attention}
            <SpeedCard query={speed} />
            <MonthCard query={home} />
            <MemberRankCard query={home} />
            <RankCard by={rankBy} onBy={setRankBy} income={incomeRank} value95={value95Rank} />
          </>
        )}
      </div>
    </main>
  );

  // Pull to refresh is a touch gesture: desktops refresh with the browser.
  return desktop ? body : <PullRefresh onRefresh={refresh}>{body}</PullRefresh>;
}
