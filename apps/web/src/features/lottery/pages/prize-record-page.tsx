import { formatYuan } from '@nodebao/contract/money';
import { formatDateTime } from '@/lib/format';
import { lotteryText } from '@/locales/zh-CN/lottery';
import { usePrizes } from '../api/get-prizes';
import { RecordList, RecordRow } from '../components/record-list';
import layout from '@/components/card-page.module.css';
import styles from '../lottery.module.css';

const t = lotteryText.prizes;
const c = lotteryText.common;

/** /lottery/lottery-record (every period's winners) and /lottery/my-lottery-record (mine), one view. */
function PrizeRecord({ mine }: { mine: boolean }) {
  const prizes = usePrizes({ mine });
  const totals = prizes.first;
  return (
    <RecordList
      title={mine ? t.myTitle : t.allTitle}
      intro={
        mine && totals ? (
          <p className={layout.label}>{t.myTotal(totals.my_prize_count, formatYuan(totals.my_prize_fen))}</p>
        ) : null
      }
      rows={prizes}
      empty={mine ? t.myEmpty : t.empty}
      emptyHint={mine ? t.myEmptyHint : undefined}
    >
      {(w) => (
        <RecordRow
          key={`${w.period}:${w.number}`}
          main={t.row(w.period, w.name, w.number)}
          markMine={w.mine && !mine}
          sub={`${w.holder} · ${formatDateTime(w.drawn_at)}`}
          end={<span className={styles.amount}>{c.yuan(formatYuan(w.amount_fen))}</span>}
        />
      )}
    </RecordList>
  );
}

export default function PrizeRecordPage() {
  return <PrizeRecord mine={false} />;
}

export function MyPrizeRecordPage() {
  return <PrizeRecord mine />;
}
