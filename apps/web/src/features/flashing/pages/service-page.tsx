import { Steps, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { ServicePage } from '@/components/service-intro';
import { formatDate, formatDateTime } from '@/lib/format';
import { flashingText } from '@/locales/zh-CN/flashing';
import { useFlashApplications, type FlashApplication } from '../api/get-applications';
import styles from '@/components/card-page.module.css';
import own from '../flashing.module.css';

const t = flashingText.service;
const FLOW = ['submitted', 'accepted', 'received', 'flashed', 'shipped'] as const;
export const FLASH_COLORS = {
  submitted: 'default',
  accepted: 'primary',
  received: 'primary',
  flashed: 'primary',
  shipped: 'success',
  rejected: 'danger',
} as const;

/**
 * /activity/service, phone and desktop (one view): my flashing applications newest first, each with
 * its steps and when it reached them, where to send the boxes, the tracking number back, and the
 * flashed boxes to bind.
 */
export default function FlashServicePage() {
  const applications = useFlashApplications();
  return (
    <ServicePage
      title={t.title}
      intro={t.intro}
      apply={{ text: t.apply, to: '/activity/apply-service' }}
      applications={applications}
      emptyTitle={t.empty}
      emptyHint={t.emptyHint}
    >
      {applications.list.map((a) => (
        <ApplicationCard key={a.id} application={a} />
      ))}
    </ServicePage>
  );
}

function ApplicationCard({ application: a }: { application: FlashApplication }) {
  const reached = new Map(a.steps.map((s) => [s.state, s.at]));
  const current = a.state === 'rejected' ? FLOW.findIndex((s) => !reached.has(s)) : FLOW.indexOf(a.state);
  return (
    <section className={styles.card} aria-label={`#${a.id}`}>
      <h3 className={styles.cardTitle}>
        #{a.id} · {t.total(a.total)}{' '}
        <Tag color={FLASH_COLORS[a.state]} fill="outline">
          {flashingText.states[a.state]}
        </Tag>
      </h3>
      <span className={styles.label}>{formatDateTime(a.created_at)}</span>
      <Steps current={current}>
        {FLOW.map((state, i) => (
          <Steps.Step
            key={state}
            title={flashingText.states[state]}
            description={reached.has(state) ? formatDate(reached.get(state)) : undefined}
            status={a.state === 'rejected' && i === current ? 'error' : undefined}
          />
        ))}
      </Steps>
      {a.devices.length > 0 ? (
        <p className={styles.label}>{t.devices(a.devices.map((d) => d.sn).join('、'))}</p>
      ) : null}
      {a.models.map((m) => (
        <p key={`${m.device_type_id}:${m.soc}:${m.firmware}`} className={styles.label}>
          {t.model(m.type_name, m.soc, m.quantity)} · {m.board_revision} · {m.storage_gb} GB · {m.firmware}
        </p>
      ))}
      <p className={styles.label}>{t.returnTo(a.return_address)}</p>
      {a.reason ? <p className={styles.danger}>{t.reason(a.reason)}</p> : null}
      {a.ship_to && a.state === 'accepted' ? (
        <div className={own.box}>
          <strong>{t.shipTo}</strong>：{a.ship_to}
        </div>
      ) : null}
      {a.tracking_no ? <p className={styles.label}>{t.tracking(a.tracking_no)}</p> : null}
      {a.flashed.length > 0 ? (
        <div>
          <p className={styles.rowTitle}>{t.flashedTitle}</p>
          <ul className={styles.rows}>
            {a.flashed.map((b) => (
              <li key={b.sn} className={styles.row}>
                <span className={styles.rowMain}>
                  <span>{b.sn}</span>
                  <span className={styles.label}>{b.mac}</span>
                </span>
                {b.bound ? (
                  <Tag color="success" fill="outline">
                    {t.bound}
                  </Tag>
                ) : (
                  <Link to={`/device/add-device?sn=${encodeURIComponent(b.sn)}`}>{t.bind}</Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
