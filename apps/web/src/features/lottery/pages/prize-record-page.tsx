import { formatYuan } from '@nodebao/contract/money';
import { Button, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { lotteryText } from '@/locales/zh-CN/lottery';
import { usePrizes } from '../api/get-prizes';
import { RecordList } from '../components/record-list';
import styles from '../lottery.module.css';

const t = lotteryText.prizes;
const c = lotteryText.common;

/** /lottery/lottery-record (every period's winners) and /lottery/my-lottery-record (mine), one view. */
function PrizeRecord({ mine }: { mine: boolean }) {
  const prizes = usePrizes({ mine });
  const totals = prizes.first;
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.wide}`} aria-label={mine ? t.myTitle : t.allTitle}>
        <h2 className={styles.cardTitle}>{mine ? t.myTitle : t.allTitle}</h2>
        {mine && totals ? (
          <p className={styles.label}>{t.myTotal(totals.my_prize_count, formatYuan(totals.my_prize_fen))}</p>
        ) : null}
        <RecordList
          rows={prizes}
          empty={mine ? t.myEmpty : t.empty}
          emptyHint={mine ? t.myEmptyHint : undefined}
          emptyAction={
            mine ? (
              <Link to="/lottery/index">
                <Button color="primary" fill="outline">
                  {lotteryText.tickets.toIndex}
                </Button>
              </Link>
            ) : undefined
          }
        >
          {(w) => (
            <li key={`${w.period}:${w.number}`} className={styles.row}>
              <span className={styles.rowMain}>
                <span>
                  {t.row(w.period, w.name, w.number)}{' '}
                  {w.mine && !mine ? (
                    <Tag color="danger" fill="outline">
                      {c.mine}
                    </Tag>
                  ) : null}
                </span>
                <span className={styles.label}>
                  {w.holder} · {formatDateTime(w.drawn_at)}
                </span>
              </span>
              <span className={styles.amount}>{c.yuan(formatYuan(w.amount_fen))}</span>
            </li>
          )}
        </RecordList>
      </section>
    </div>
  );
}

export default function PrizeRecordPage() {
  return <PrizeRecord mine={false} />;
}

export function MyPrizeRecordPage() {
  return <PrizeRecord mine />;
}
