import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { useFleetSummary } from '@/features/device/api/get-fleet-summary';
import { PullRefresh } from '@/components/pull-refresh';
import { useMain2 } from '../api/get-main2';
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
import { RankCard } from '../components/rank-card';
import { SpeedCard } from '../components/speed-card';
import type { Main2 } from '../types';

// A member without boxes may still hold money (commission, an old balance): then income shows.
const holdsMoney = (home: Main2) => home.overview.total_income_fen > 0 || home.overview.balance_fen > 0;

/**
 * /dashboard/index (首页), for members and operators alike (the server scopes every figure): greeting,
 * income (one main2 request feeds the income card, banners, yesterday's curve with its income, the
 * month's charts and the earnings ranking), fleet figures, what needs attention and the device
 * ranking. antd-mobile only; on wide screens the cards sit in a two-column grid.
 *
 * The cards of main2 and the rankings ask for their calls themselves (shared by key: one request for
 * all of main2's cards) and are memoized, so a reply draws the cards that show it, not the whole page:
 * drawing every card for each of the seven replies was most of the home's script time on a phone's
 * first load (issue 17 §3). The page itself reads the fleet counts and which cards to show.
 */
export default function DashboardPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // All asked for at once: waiting for the counts first would put one round trip before the charts.
  const summary = useFleetSummary();
  const empty = summary.data?.total === 0;
  const showIncome = useMain2(holdsMoney).data === true || !empty;

  const body = (
    <main className={styles.page}>
      <div className={styles.grid}>
        <Hero summary={summary.data} />
        {showIncome ? <IncomeCard /> : null}
        <BannerCard />
        {empty ? <EmptyFleet /> : <FleetCard query={summary} />}
        <QuickLinks />
        {empty ? null : (
          <>
            <AttentionCard summary={summary} />
            <SpeedCard />
            <MonthCard />
            <MemberRankCard />
            <RankCard />
          </>
        )}
      </div>
    </main>
  );

  // Pull to refresh is a touch gesture: desktops refresh with the browser.
  return desktop ? body : <PullRefresh>{body}</PullRefresh>;
}
