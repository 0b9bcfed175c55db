import { Button, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { ListState } from '@/components/list-state';
import { ApplyLink, ServiceIntro } from '@/components/service-intro';
import { formatDate } from '@/lib/format';
import { cooperationText } from '@/locales/zh-CN/cooperation';
import { useApplications, type CoopApplication } from '../api/get-applications';
import { LoadMore } from '@/components/load-more';
import styles from '@/components/card-page.module.css';

const t = cooperationText.index;

export const STATE_COLORS = { pending: 'warning', accepted: 'success', rejected: 'danger' } as const;

/**
 * /server/index, phone and desktop (one view): what cooperation is, my applications with their
 * review state, 申请合作, and the servers of each accepted one.
 */
export default function CooperationPage() {
  const applications = useApplications();
  const apply = <ApplyLink to="/server/apply">{t.apply}</ApplyLink>;
  return (
    <div className={styles.page}>
      <ServiceIntro title={t.title} intro={t.intro} action={apply} />
      <section className={styles.card} aria-label={t.title}>
        <ListState
          query={applications}
          empty={applications.list.length === 0}
          emptyTitle={t.empty}
          emptyHint={t.emptyHint}
          emptyAction={apply}
        >
          <ul className={styles.rows}>
            {applications.list.map((a) => (
              <ApplicationRow key={a.id} application={a} />
            ))}
          </ul>
          <LoadMore list={applications} />
        </ListState>
      </section>
    </div>
  );
}

function ApplicationRow({ application: a }: { application: CoopApplication }) {
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {a.room_name}{' '}
          <Tag color={STATE_COLORS[a.state]} fill="outline">
            {cooperationText.states[a.state]}
          </Tag>
        </span>
        <span className={styles.label}>
          {[a.province_name, a.city_name].filter(Boolean).join(' ')} · {t.line(a.line, a.bandwidth_gbps)} ·{' '}
          {a.ip_range}
        </span>
        <span className={styles.label}>{t.appliedAt(formatDate(a.created_at))}</span>
        {a.state === 'accepted' ? (
          <span className={styles.label}>{t.serverCount(a.servers, a.reachable, a.server_count)}</span>
        ) : null}
        {a.reason ? <span className={styles.danger}>{t.reason(a.reason)}</span> : null}
      </div>
      {a.state === 'accepted' ? (
        <Link to={`/server/list?apply_id=${a.id}`}>
          <Button size="small" color="primary" fill="outline">
            {t.servers}
          </Button>
        </Link>
      ) : null}
    </li>
  );
}
