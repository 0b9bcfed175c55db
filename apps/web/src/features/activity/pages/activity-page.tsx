import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/query-state';
import { activityText } from '@/locales/zh-CN/activity';
import { accountActivity, type AccountActivity } from '../api/get-account-activity';
import styles from '../activity.module.css';

const t = activityText.index;

/**
 * /activity/index, phone and desktop (one view: a column of cards, two columns from 992 px): the
 * genesis activity's days, my points, what my boxes earned yesterday, and the rules in plain words.
 */
export default function ActivityPage() {
  return (
    <QueryState query={accountActivity.use()} className={styles.page}>
      {(data) => <ActivityView data={data} />}
    </QueryState>
  );
}

function ActivityView({ data }: { data: AccountActivity }) {
  const navigate = useNavigate();
  const { activity } = data;
  const figures = [
    { label: t.balance, value: data.points_balance },
    { label: t.yesterday, value: data.points_yesterday },
    { label: t.week, value: data.points_week },
    { label: t.earned, value: data.points_earned },
  ];
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="activity-points">
        <div className={styles.inviteeTop}>
          <h2 id="activity-points" className={styles.cardTitle}>
            {activity.name}
          </h2>
          <Tag color={activity.running ? 'success' : 'default'} fill="outline">
            {activity.running ? t.running : t.ended}
          </Tag>
        </div>
        <p className={styles.label}>{t.period(activity.starts_on, activity.ends_on)}</p>
        <div className={styles.figures}>
          {figures.map((f) => (
            <div key={f.label} className={styles.figure}>
              <span className={styles.label}>{f.label}</span>
              <span className={styles.figureValue}>{t.points(f.value)}</span>
            </div>
          ))}
        </div>
        <h2 className={`${styles.cardTitle} ${styles.spaced}`}>{t.rulesTitle}</h2>
        <ol className={styles.rules}>
          {t.rules(activity.points_per_mbps).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>

      <section className={styles.card} aria-labelledby="activity-devices">
        <h2 id="activity-devices" className={styles.cardTitle}>
          {t.devicesTitle(data.yesterday)}
        </h2>
        {data.top_devices.length === 0 ? (
          <>
            <p>{t.devicesEmpty}</p>
            <p className={styles.label}>{t.devicesEmptyHint}</p>
          </>
        ) : (
          <>
            <p className={styles.label}>{t.devicesCount(data.devices_yesterday)}</p>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t.device}</th>
                  <th className={styles.right}>{t.value95}</th>
                  <th className={styles.right}>{t.onlineHours}</th>
                  <th className={styles.right}>{t.pointsColumn}</th>
                </tr>
              </thead>
              <tbody>
                {data.top_devices.map((d) => (
                  <tr key={d.device_id}>
                    <td className={styles.deviceCell}>
                      <span className={styles.inviteeName}>{d.name || d.sn}</span>
                      {d.name ? <span className={styles.label}>{d.sn}</span> : null}
                    </td>
                    <td className={`${styles.right} ${styles.num}`}>{t.mbps(d.value95_kbps)}</td>
                    <td className={`${styles.right} ${styles.num}`}>{t.hours(d.online_hours)}</td>
                    <td className={`${styles.right} ${styles.num}`}>{d.points.toLocaleString('zh-CN')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <h2 className={`${styles.cardTitle} ${styles.spaced}`}>{t.inviteTitle}</h2>
        <p className={styles.label}>{t.inviteHint}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void navigate('/activity/invite')}>
          {t.toInvite}
        </Button>
      </section>
    </div>
  );
}
