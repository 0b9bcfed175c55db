import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { dayText } from '@/lib/format';
import { useMain2 } from '../api/get-main2';
import type { Main2 } from '../types';
import dashboard from './dashboard.module.css';
import styles from './income.module.css';
import { MemberRow } from './member-row';
import { QueryState, Section } from './section';

// The whole ranking is asked for (and its sheet downloaded) only when the member wants it.
const MemberRankSheet = lazy(() => import('./member-rank-sheet'));

function RankBody({ rank }: { rank: Main2['N1MoneyRank'] }) {
  const [open, setOpen] = useState(false);
  const { list, me } = rank;
  if (list.length === 0) return <p className={dashboard.muted}>{t.memberRank.empty}</p>;
  const meOutside = me !== null && !list.some((r) => r.is_me);
  return (
    <>
      <ol className={styles.members}>
        {list.map((row) => (
          <li key={row.rank}>
            <MemberRow row={row} />
          </li>
        ))}
      </ol>
      {meOutside ? (
        <>
          <div className={styles.gap} aria-hidden="true">
            ···
          </div>
          <MemberRow row={me} />
        </>
      ) : null}
      {me === null ? <p className={styles.note}>{t.memberRank.notRanked}</p> : null}
      <p className={styles.note}>
        <Link to="/account/index">
          {t.memberRank.hideHint} <b>{t.memberRank.hideLink}</b>
        </Link>
      </p>
      <button type="button" className={styles.moreButton} onClick={() => setOpen(true)}>
        {t.memberRank.all}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MemberRankSheet day={rank.day} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const selectMemberRank = (home: Main2) => home.N1MoneyRank;

/** Yesterday's earnings of every member, top ten and the caller's own place (N1MoneyRank). */
export const MemberRankCard = memo(function MemberRankCard() {
  const query = useMain2(selectMemberRank);
  const day = query.data?.day;
  return (
    <Section
      area="members"
      title={t.memberRank.title}
      extra={day ? <span className={dashboard.hint}>{dayText(day)}</span> : null}
    >
      <QueryState query={query} lines={6}>
        {(rank) => <RankBody rank={rank} />}
      </QueryState>
    </Section>
  );
});
