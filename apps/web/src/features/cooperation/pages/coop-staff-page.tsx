import type { CoopState } from '@nodebao/contract';
import { Button, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListState } from '@/components/list-state';
import { RejectReasonSheet } from '@/components/reject-reason-sheet';
import type { RejectedRow } from '@/components/reject-reason';
import { useFeedback } from '@/lib/feedback';
import { useQueueReport } from '@/lib/list/queue-report';
import { formatDateTime } from '@/lib/format';
import { cooperationText } from '@/locales/zh-CN/cooperation';
import { isHandled, useCoopQueue, coopReview } from '../api/coop-queue';
import type { CoopApplication } from '../api/get-applications';
import { STATE_COLORS } from './cooperation-page';
import { LoadMore } from '@/components/load-more';
import styles from '@/components/card-page.module.css';

const t = cooperationText.staff;
const STATES: CoopState[] = ['pending', 'accepted', 'rejected'];

/**
 * The staff home's cooperation section (phone and desktop): applications by state; 通过 after a
 * confirmation, 驳回 with a reason the member reads; each once (a second click finds it handled).
 */
export default function CoopStaffPage() {
  const [state, setState] = useState<CoopState>('pending');
  const queue = useCoopQueue(state);
  const review = coopReview.use();
  const feedback = useFeedback();
  const [rejecting, setRejecting] = useState<RejectedRow | null>(null);

  const report = useQueueReport(isHandled, t.handled);
  const run = (body: { id: number; accept: boolean; reason?: string }, done: string) =>
    report(review.mutateAsync(body), done);

  async function accept(a: CoopApplication) {
    const ok = await feedback.confirm({
      title: t.acceptTitle(a.room_name),
      content: t.acceptContent(a.ip_range, a.member_mobile),
      ok: t.accept,
    });
    if (ok) await run({ id: a.id, accept: true }, t.accepted);
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t.section}>
        <Selector
          columns={3}
          value={[state]}
          onChange={(v) => v[0] && setState(v[0])}
          options={STATES.map((s) => ({ label: t.states[s], value: s }))}
        />
        <ListState query={queue} empty={queue.list.length === 0} emptyTitle={t.empty}>
          <ul className={styles.rows}>
            {queue.list.map((a) => (
              <li key={a.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>
                    {a.room_name}{' '}
                    <Tag color={STATE_COLORS[a.state]} fill="outline">
                      {t.states[a.state]}
                    </Tag>
                  </span>
                  <span className={styles.label}>
                    {t.member(a.member_mobile)} · {formatDateTime(a.created_at)}
                  </span>
                  <span className={styles.label}>
                    {[a.province_name, a.city_name].filter(Boolean).join(' ')} ·{' '}
                    {cooperationText.index.line(a.line, a.bandwidth_gbps)} · {a.ip_range} · {a.server_count}{' '}
                    台
                  </span>
                  <span className={styles.label}>{t.contact(a.contact_name, a.contact_mobile)}</span>
                  {a.remark ? <span className={styles.label}>{a.remark}</span> : null}
                  {a.reason ? (
                    <span className={styles.danger}>{cooperationText.index.reason(a.reason)}</span>
                  ) : null}
                  {a.state === 'accepted' ? (
                    <span className={styles.label}>
                      {cooperationText.index.serverCount(a.servers, a.reachable, a.server_count)} ·{' '}
                      <Link to={`/server/list?apply_id=${a.id}`}>{t.servers}</Link>
                    </span>
                  ) : null}
                </div>
                {a.state === 'pending' ? (
                  <div className={styles.rowActions}>
                    <Button size="small" color="primary" onClick={() => void accept(a)}>
                      {t.accept}
                    </Button>
                    <Button
                      size="small"
                      color="danger"
                      fill="outline"
                      onClick={() =>
                        setRejecting({
                          id: a.id,
                          amount: 0,
                          member_mobile: a.member_mobile,
                          amountText: a.ip_range,
                        })
                      }
                    >
                      {t.reject}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <LoadMore list={queue} />
        </ListState>
      </section>
      <RejectReasonSheet
        row={rejecting}
        text={t}
        busy={review.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (!rejecting) return;
          void run({ id: rejecting.id, accept: false, reason }, t.rejected).then(
            (ok) => ok && setRejecting(null),
          );
        }}
      />
    </div>
  );
}
