import type { RankRow } from '@nodebao/contract';
import type { ReactNode } from 'react';
import { Selector, Tag } from 'antd-mobile';
import { QueryState } from '@/components/query-state';
import type { RankList, RankPeriod } from '../api/get-rank-list';
import { activityText } from '@/locales/zh-CN/activity';
import { RANK_PERIODS, useContribution } from '../hooks/use-contribution';
import styles from '../activity.module.css';

const t = activityText.ranks;

/**
 * /activity/contribution, phone and desktop (one view: the two rankings one under the other on a
 * phone, side by side from 992 px): the first 100 of each, my own place on top even beyond them.
 */
export default function ContributionPage() {
  const contribution = useContribution();
  return (
    <QueryState query={contribution.ranks} lines={10} className={styles.page}>
      {(data) => <Boards data={data} period={contribution.period} setPeriod={contribution.setPeriod} />}
    </QueryState>
  );
}

type BoardsProps = {
  data: RankList;
  period: RankPeriod;
  setPeriod: (period: RankPeriod) => void;
};

function Boards({ data, period, setPeriod }: BoardsProps) {
  return (
    <div className={styles.page}>
      <Board
        title={t.online}
        hint={t.onlineHint}
        rows={data.data}
        mine={data.my_online}
        value={(r) => t.devicesOnline(r.value)}
        detail={(r) => t.uptime(r.uptime_bp)}
      />
      <Board
        title={t.champion}
        hint={t.championHint}
        rows={data.rank_data}
        mine={data.my_champion}
        value={(r) => t.points(r.value)}
        toolbar={
          <Selector
            className={styles.periods}
            columns={3}
            value={[period]}
            options={RANK_PERIODS.map((p) => ({ label: t.periods[p], value: p }))}
            onChange={(picked) => picked[0] && setPeriod(picked[0])}
          />
        }
      />
      <p className={`${styles.label} ${styles.wide}`}>{t.hiddenHint}</p>
    </div>
  );
}

type BoardProps = {
  title: string;
  hint: string;
  rows: RankRow[];
  mine: RankRow | null;
  value: (row: RankRow) => string;
  detail?: (row: RankRow) => string;
  toolbar?: ReactNode;
};

function Board({ title, hint, rows, mine, value, detail, toolbar }: BoardProps) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.label}>{hint}</p>
      {toolbar}
      <div className={styles.mine}>
        {mine ? t.myPlace(mine.rank) : t.notRanked}
        {mine ? (
          <span className={styles.num}>{value(mine)}</span>
        ) : (
          <span className={styles.label}>{t.notRankedHint}</span>
        )}
      </div>
      {rows.length === 0 ? (
        <p className={styles.label}>{t.empty}</p>
      ) : (
        <ol className={styles.ranks}>
          {rows.map((row) => (
            <li
              key={`${row.rank}`}
              className={row.is_me ? `${styles.rankRow} ${styles.rankMe}` : styles.rankRow}
            >
              <span className={styles.rankNo}>{row.rank}</span>
              <span className={styles.rankWho}>
                <span className={styles.inviteeName}>
                  {row.name}
                  {row.is_me ? (
                    <Tag color="primary" fill="outline" className={styles.meTag}>
                      {t.me}
                    </Tag>
                  ) : null}
                </span>
                <span className={styles.label}>{detail ? detail(row) : row.mobile}</span>
              </span>
              <span className={`${styles.rankValue} ${styles.num}`}>{value(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
