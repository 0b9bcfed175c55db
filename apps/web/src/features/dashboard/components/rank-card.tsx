import { formatYuan } from '@nodebao/contract/money';
import { Link } from 'react-router';
import { memo, useState } from 'react';
import { formatBytes, mbpsText } from '@/components/chart/units';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { runRecordLink } from '../lib/links';
import { DASHBOARD_RANK_LIMIT, deviceRank } from '../api/get-device-rank';
import { moneyRank } from '../api/get-money-rank';
import styles from './dashboard.module.css';
import { QueryState, Section } from './section';
import { Toggle } from './toggle';

type RankBy = 'income' | 'value95';

const OPTIONS: readonly { value: RankBy; label: string }[] = [
  { value: 'income', label: t.rank.byIncome },
  { value: 'value95', label: t.rank.byValue95 },
];

type DeviceLine = { rank: number; device_id: number; sn: string; name: string; main: string; sub: string };

function DeviceList({ rows, empty }: { rows: DeviceLine[]; empty: string }) {
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.rank}>
      {rows.map((row) => (
        <li key={row.device_id}>
          <Link
            className={styles.rankRow}
            to={runRecordLink(row.device_id, row.sn)}
            aria-label={t.rank.open(row.sn)}
          >
            <span className={`${styles.rankNo} ${row.rank <= 3 ? styles[`rankTop${row.rank}`] : ''}`}>
              {row.rank}
            </span>
            <span className={styles.rankWho}>
              <span className={styles.mono}>{row.sn}</span>
              {row.name ? <span className={styles.rankName}>{row.name}</span> : null}
            </span>
            <span className={styles.rankFigures}>
              <b>{row.main}</b>
              <small>{row.sub}</small>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** Yesterday's top devices by income (元) or by value95, best first; a row opens its run log. */
export const RankCard = memo(function RankCard() {
  const [by, onBy] = useState<RankBy>('income');
  // Each ranking is asked for only while it is shown.
  const income = moneyRank.use(by === 'income' ? DASHBOARD_RANK_LIMIT : null);
  const value95 = deviceRank.use(by === 'value95' ? DASHBOARD_RANK_LIMIT : null);
  return (
    <Section
      area="rank"
      title={t.rank.title}
      extra={<Toggle label={t.rank.title} options={OPTIONS} value={by} onChange={onBy} />}
    >
      {by === 'income' ? (
        <QueryState query={income} lines={6}>
          {(data) => (
            <DeviceList
              empty={t.rank.incomeEmpty}
              rows={data.list.map((r) => ({
                ...r,
                main: `${formatYuan(r.income_fen)} 元`,
                sub: `${t.speed.value95} ${mbpsText(r.value95_kbps)}`,
              }))}
            />
          )}
        </QueryState>
      ) : (
        <QueryState query={value95} lines={6}>
          {(rows) => (
            <DeviceList
              empty={t.rank.empty}
              rows={rows.map((r) => ({
                ...r,
                main: mbpsText(r.value95_kbps),
                sub: `${t.rank.upload} ${formatBytes(r.bytes_up)}`,
              }))}
            />
          )}
        </QueryState>
      )}
    </Section>
  );
});
