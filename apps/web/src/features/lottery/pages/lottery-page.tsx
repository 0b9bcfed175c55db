import { formatYuan } from '@nodebao/contract/money';
import { Button, Stepper, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { formatBytes } from '@/components/chart/units';
import { formatDateTime } from '@/lib/format';
import { lotteryText } from '@/locales/zh-CN/lottery';
import type { LotteryIndex } from '../api/get-lottery-index';
import { countdownText } from '../lib/countdown';
import { useLottery } from '../hooks/use-lottery';
import layout from '@/components/card-page.module.css';
import styles from '../lottery.module.css';

const t = lotteryText.index;
const c = lotteryText.common;
type Lottery = ReturnType<typeof useLottery>;

/**
 * /lottery/index, phone and desktop (one view): this week's period and its countdown, my flow and
 * coupons and turning them into numbers, the prize table, the seed commitment, the recent winners.
 */
export default function LotteryPage() {
  const lottery = useLottery();
  return (
    <QueryState query={lottery.index} className={`${layout.page} ${layout.columns}`}>
      {(data) => <LotteryView lottery={lottery} data={data} />}
    </QueryState>
  );
}

function LotteryView({ lottery, data }: { lottery: Lottery; data: LotteryIndex }) {
  const remaining = countdownText(data.end_time, lottery.now);
  return (
    <div className={`${layout.page} ${layout.columns}`}>
      <section
        className={`${layout.card} ${styles.hero} ${layout.wide}`}
        aria-label={t.title(data.current_period)}
      >
        <h2 className={styles.cardTitle}>
          {t.title(data.current_period)}
          <Tag color="#fff" fill="outline">
            {c.states[lottery.open ? 'open' : data.state === 'open' ? 'closed' : data.state]}
          </Tag>
        </h2>
        <div className={layout.label}>
          {t.window(formatDateTime(data.open_time), formatDateTime(data.end_time))}
        </div>
        <div className={layout.label}>
          {lottery.open && remaining ? t.endsIn(remaining) : t.ended} ·{' '}
          {t.nextOpens(data.next_period, formatDateTime(data.next_open_time))}
        </div>
        <div className={styles.figures}>
          <Figure label={t.pool} value={c.yuan(data.close_price)} />
          <Figure label={t.nowCount} value={c.tickets(data.now_count)} />
          <Figure label={t.myFlow} value={formatBytes(data.my_week_flow)} />
          <Figure
            label={t.myCoupons}
            value={t.couponsLeft(lottery.left)}
            detail={t.couponsLine(data.my_week_coupon, data.my_week_coupon_open)}
          />
        </div>
      </section>
      <TakeCard lottery={lottery} data={data} />
      <section className={layout.card} aria-label={t.prizesTitle}>
        <h2 className={styles.cardTitle}>{t.prizesTitle}</h2>
        <ul className={layout.rows}>
          {data.prize_list.map((p) => (
            <li key={p.name} className={styles.row}>
              <span>{p.name}</span>
              <span className={styles.amount}>{t.prizeRow(p.count, formatYuan(p.amount_fen))}</span>
            </li>
          ))}
        </ul>
        <p className={layout.hint}>{data.one_prize_per_member ? t.onePrize : t.manyPrizes}</p>
      </section>
      <section className={layout.card} aria-label={t.commitTitle}>
        <h2 className={styles.cardTitle}>{t.commitTitle}</h2>
        <div className={layout.label}>{t.seedHash}</div>
        <div className={styles.hash}>{data.seed_hash}</div>
        <div className={layout.label}>
          {t.algorithm} {data.algorithm}
        </div>
        <p className={layout.hint}>{t.commitHint}</p>
        {data.beacon_round !== null ? <p className={layout.hint}>{t.beacon(data.beacon_round)}</p> : null}
        <div className={layout.actions}>
          <Link to="/lottery/record">{t.toRecord}</Link>
        </div>
      </section>
      <RecentWinners lottery={lottery} />
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={styles.figure}>
      <span className={layout.label}>{label}</span>
      <span className={styles.figureValue}>{value}</span>
      {detail ? <span className={layout.label}>{detail}</span> : null}
    </div>
  );
}

function TakeCard({ lottery, data }: { lottery: Lottery; data: LotteryIndex }) {
  const { left, open } = lottery;
  const last = lottery.taken?.numbers;
  return (
    <section className={layout.card} aria-label={t.takeTitle}>
      <h2 className={styles.cardTitle}>{t.takeTitle}</h2>
      {open && left > 0 ? (
        <div className={styles.take}>
          <span className={layout.label}>{t.takeCount}</span>
          <Stepper
            min={1}
            max={left}
            digits={0}
            value={Math.min(lottery.count, left)}
            onChange={(value) => lottery.changeCount(Number(value) || 1)}
          />
          <Button color="danger" loading={lottery.taking} onClick={() => void lottery.take()}>
            {t.take(Math.min(lottery.count, left))}
          </Button>
        </div>
      ) : (
        <p className={layout.label}>{open ? t.noCoupons : t.ended}</p>
      )}
      {last?.length ? <p className={styles.ticketNo}>{t.taken(last[0]!, last.at(-1)!)}</p> : null}
      <p className={layout.hint}>{t.couponRule(data.coupon_gb, data.week_cap)}</p>
      <nav className={`${styles.links} ${layout.actions}`}>
        <Link to="/lottery/my-ticket-record">{t.links.myTickets}</Link>
        <Link to="/lottery/ticket-record">{t.links.allTickets}</Link>
        <Link to="/lottery/lottery-record">{t.links.winners}</Link>
        <Link to="/lottery/my-lottery-record">{t.links.myPrizes(data.my_prize_count)}</Link>
        <Link to="/lottery/record">{t.links.record}</Link>
      </nav>
    </section>
  );
}

function RecentWinners({ lottery }: { lottery: Lottery }) {
  const rows = lottery.winners.list.slice(0, 6);
  return (
    <section className={`${layout.card} ${layout.wide}`} aria-label={t.recentWinners}>
      <h2 className={styles.cardTitle}>{t.recentWinners}</h2>
      {lottery.winners.isPending ? null : rows.length === 0 ? (
        <p className={layout.label}>{t.noWinners}</p>
      ) : (
        <ul className={layout.rows}>
          {rows.map((w) => (
            <li key={`${w.period}:${w.number}`} className={styles.row}>
              <span className={layout.rowMain}>
                <span>{lotteryText.prizes.row(w.period, w.name, w.number)}</span>
                <span className={layout.label}>{w.holder}</span>
              </span>
              <span className={styles.amount}>{c.yuan(formatYuan(w.amount_fen))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
