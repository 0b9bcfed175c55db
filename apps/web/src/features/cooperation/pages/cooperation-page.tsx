import { Button, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { ServicePage } from '@/components/service-intro';
import { formatDate } from '@/lib/format';
import { cooperationText } from '@/locales/zh-CN/cooperation';
import { useApplications, type CoopApplication } from '../api/get-applications';
import styles from '@/components/card-page.module.css';

const t = cooperationText.index;

export const STATE_COLORS = { pending: 'warning', accepted: 'success', rejected: 'danger' } as const;

/**
 * /server/index, phone and desktop (one view): what cooperation is, my applications with their
 * review state, 申请合作, and the servers of each accepted one.
 */
export default function CooperationPage() {
  const applications = useApplications();
  return (
    <ServicePage
      title={t.title}
      intro={t.intro}
      apply={{ text: t.apply, to: '/server/apply' }}
      applications={applications}
      emptyTitle={t.empty}
      emptyHint={t.emptyHint}
      inCard
    >
      <ul className={styles.rows}>
        {applications.list.map((a) => (
          <ApplicationRow key={a.id} application={a} />
        ))}
      </ul>
    </ServicePage>
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
