import { Link, useSearchParams } from 'react-router';
import { formatBytes } from '@/components/chart/units';
import { formatDateTime } from '@/lib/format';
import { lotteryText } from '@/locales/zh-CN/lottery';
import { useTickets } from '../api/get-tickets';
import { RecordList, RecordRow } from '../components/record-list';
import layout from '@/components/card-page.module.css';
import styles from '../lottery.module.css';

const t = lotteryText.tickets;
const c = lotteryText.common;

/** `?period=` names a past period; anything else is this week's. */
function periodParam(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : undefined;
}

/**
 * /lottery/ticket-record (a period's tickets, everyone's) and /lottery/my-ticket-record (mine, with my
 * week's flow and coupons), one view each; `?period=` for a past period.
 */
function TicketRecord({ mine }: { mine: boolean }) {
  const [params] = useSearchParams();
  const period = periodParam(params.get('period'));
  const tickets = useTickets({ period, mine });
  const week = tickets.first;
  const shown = week?.period ?? period;
  const title = shown ? (mine ? t.myTitle(shown) : t.allTitle(shown)) : lotteryText.index.links.allTickets;
  return (
    <RecordList
      title={title}
      intro={
        <>
          {week ? (
            <p className={layout.label}>
              {t.weekLine(formatBytes(week.my_week_flow), week.my_week_coupon, week.my_week_coupon_open)}
            </p>
          ) : null}
          <nav className={styles.links}>
            <Link to={mine ? '/lottery/ticket-record' : '/lottery/my-ticket-record'}>
              {mine ? lotteryText.index.links.allTickets : lotteryText.index.links.myTickets}
            </Link>
            <Link to="/lottery/index">{t.backToIndex}</Link>
          </nav>
        </>
      }
      rows={tickets}
      empty={mine ? t.myEmpty : t.empty}
      emptyHint={mine ? t.myEmptyHint : undefined}
    >
      {(ticket) => (
        <RecordRow
          key={`${ticket.period}:${ticket.number}`}
          main={c.number(ticket.number)}
          mainClassName={styles.ticketNo}
          markMine={ticket.mine && !mine}
          sub={`${ticket.holder} · ${t.owner(ticket.owner)}`}
          end={<span className={layout.label}>{formatDateTime(ticket.created_at)}</span>}
        />
      )}
    </RecordList>
  );
}

export default function TicketRecordPage() {
  return <TicketRecord mine={false} />;
}

export function MyTicketRecordPage() {
  return <TicketRecord mine />;
}
