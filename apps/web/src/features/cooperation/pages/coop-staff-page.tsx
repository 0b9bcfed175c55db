import type { CoopState } from '@nodebao/contract';
import { Link } from 'react-router';
import { CardQueue, QueueRow, RowStep } from '@/components/queue/card-queue';
import { useQueueTabs } from '@/components/queue/use-queue-tabs';
import { useReasonForm } from '@/components/queue/use-reason-form';
import { useFeedback } from '@/lib/feedback';
import { useQueueReport } from '@/lib/list/queue-report';
import { formatDateTime } from '@/lib/format';
import { cooperationText } from '@/locales/zh-CN/cooperation';
import { isHandled, useCoopQueue, coopReview } from '../api/coop-queue';
import type { CoopApplication } from '../api/get-applications';
import { STATE_COLORS } from './cooperation-page';
import styles from '@/components/card-page.module.css';

const t = cooperationText.staff;
const i = cooperationText.index;
const TAB_OPTIONS = (['pending', 'accepted', 'rejected'] as const).map((s) => ({
  value: s,
  label: t.states[s],
}));

/**
 * The staff home's cooperation section (phone and desktop): applications by state; 通过 after a
 * confirmation, 驳回 with a reason the member reads; each once (a second click finds it handled).
 */
export default function CoopStaffPage() {
  const tabs = useQueueTabs<CoopState>(TAB_OPTIONS, 'pending');
  const queue = useCoopQueue(tabs.value);
  const review = coopReview.use();
  const feedback = useFeedback();
  const report = useQueueReport(isHandled, t.handled);
  const reject = useReasonForm<CoopApplication>({
    text: t,
    busy: review.isPending,
    // The hint names the addresses asked for: an application has no amount.
    amountText: (a) => a.ip_range,
    send: (a, reason) => report(review.mutateAsync({ id: a.id, accept: false, reason }), t.rejected),
  });

  async function accept(a: CoopApplication) {
    const ok = await feedback.confirm({
      title: t.acceptTitle(a.room_name),
      content: t.acceptContent(a.ip_range, a.member_mobile),
      ok: t.accept,
    });
    if (ok) await report(review.mutateAsync({ id: a.id, accept: true }), t.accepted);
  }

  return (
    <CardQueue
      label={t.section}
      tabs={tabs}
      list={queue}
      emptyTitle={t.empty}
      forms={[reject.props]}
      row={(a) => (
        <QueueRow
          title={a.room_name}
          tag={{ label: t.states[a.state], color: STATE_COLORS[a.state] }}
          actions={
            a.state === 'pending' ? <RowStep onClick={() => void accept(a)}>{t.accept}</RowStep> : null
          }
          reject={a.state === 'pending' ? { text: t.reject, onClick: () => reject.open(a) } : undefined}
        >
          <span className={styles.label}>
            {t.member(a.member_mobile)} · {formatDateTime(a.created_at)}
          </span>
          <span className={styles.label}>
            {[a.province_name, a.city_name].filter(Boolean).join(' ')} · {i.line(a.line, a.bandwidth_gbps)} ·{' '}
            {a.ip_range} · {a.server_count} 台
          </span>
          <span className={styles.label}>{t.contact(a.contact_name, a.contact_mobile)}</span>
          {a.remark ? <span className={styles.label}>{a.remark}</span> : null}
          {a.reason ? <span className={styles.danger}>{i.reason(a.reason)}</span> : null}
          {a.state === 'accepted' ? (
            <span className={styles.label}>
              {i.serverCount(a.servers, a.reachable, a.server_count)} ·{' '}
              <Link to={`/server/list?apply_id=${a.id}`}>{t.servers}</Link>
            </span>
          ) : null}
        </QueueRow>
      )}
    />
  );
}
