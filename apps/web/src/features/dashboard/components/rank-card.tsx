import { formatBytes, mbpsText } from '@/components/chart/units';
import { Link } from 'react-router';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { runRecordLink } from '../lib/links';
import type { RankRow } from '../types';
import styles from './dashboard.module.css';
import { QueryState, Section, type QueryLike } from './section';

/** Yesterday's top devices by value95, best first; a row opens that device's run log. */
export function RankCard({ query }: { query: QueryLike<RankRow[]> }) {
  return (
    <Section area="rank" title={t.rank.title} extra={<span className={styles.hint}>{t.rank.hint}</span>}>
      <QueryState query={query} lines={6}>
        {(rows) =>
          rows.length === 0 ? (
            <p className={styles.muted}>{t.rank.empty}</p>
          ) : (
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
                      <b>{mbpsText(row.value95_kbps)}</b>
                      <small>
                        {t.rank.upload} {formatBytes(row.bytes_up)}
                      </small>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </Section>
  );
}
