import { Button, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { useFeedback } from '@/lib/feedback';
import { lotteryText } from '@/locales/zh-CN/lottery';
import { closePeriod } from '../api/close-period';
import { lotteryIndex, type LotteryIndex } from '../api/get-lottery-index';
import layout from '@/components/card-page.module.css';
import styles from '../lottery.module.css';

const t = lotteryText.staff;
const c = lotteryText.common;

/**
 * The staff home's lottery section (phone and desktop): this week's period with its ticket count, and
 * closing it early — confirmed, then frozen and drawn at once. The rules are parameters (参数设置).
 */
export default function LotteryStaffPage() {
  const index = lotteryIndex.use();
  return (
    <QueryState query={index} lines={4} className={`${layout.page} ${layout.columns}`}>
      {(data) => <StaffCard data={data} />}
    </QueryState>
  );
}

function StaffCard({ data }: { data: LotteryIndex }) {
  const close = closePeriod.use();
  const feedback = useFeedback();
  const period = data.current_period;

  async function closeNow() {
    const question = { title: t.closeTitle(period), content: t.closeContent, ok: t.closeNow, danger: true };
    if (!(await feedback.confirm(question))) return;
    try {
      const draw = await close.mutateAsync(period);
      feedback.success(draw.state === 'drawn' ? t.closed(period) : t.closedAwaitingBeacon(period));
    } catch {
      // The request client showed the refusal.
    }
  }

  return (
    <section className={layout.card} aria-label={t.section}>
      <h2 className={styles.cardTitle}>
        {t.current(period)}
        <Tag color={data.state === 'open' ? 'primary' : 'success'} fill="outline">
          {c.states[data.state]}
        </Tag>
      </h2>
      <p className={layout.label}>
        {lotteryText.index.window(formatDateTime(data.open_time), formatDateTime(data.end_time))}
      </p>
      <p className={layout.label}>
        {lotteryText.index.nowCount} {c.tickets(data.now_count)} · {lotteryText.index.pool}{' '}
        {c.yuan(data.close_price)}
      </p>
      <div className={layout.actions}>
        {data.state === 'open' ? (
          <Button
            color="danger"
            fill="outline"
            size="small"
            loading={close.isPending}
            onClick={() => void closeNow()}
          >
            {t.closeNow}
          </Button>
        ) : null}
        <Link to="/lottery/record">{lotteryText.index.links.record}</Link>
      </div>
      <p className={layout.hint}>{t.hint}</p>
    </section>
  );
}
