import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { Link } from 'react-router';
import { Icon } from '@/app/icons';
import { LoadError } from '@/components/load-state';
import { manageText } from '@/locales/zh-CN/manage';
import { useFleetSummary } from '@/features/device/api/get-fleet-summary';
import { manageOverview } from '../api/get-overview';
import { roomDeviceCounts } from '../api/get-room-devices';
import { formatFlow } from '../lib/format';
import { QUICK_LINKS, roomDevicesLink, roomRows, type RoomRow } from '../lib/home';
import type { FleetSummary, ManageOverview } from '../types';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';
import { PullRefresh } from '@/components/pull-refresh';

const t = manageText.home;

/** /manage/index on a phone: the figures as cards, the quick links, then the devices per room. */
export default function HomePhone() {
  const overview = manageOverview.use();
  const main = useFleetSummary();
  const rooms = roomDeviceCounts.use();

  return (
    <div className={styles.page}>
      <PullRefresh>
        {overview.data ? (
          <Figures
            overview={overview.data}
            main={main.data}
            mainFailed={main.isError}
            onRetryMain={() => void main.refetch()}
          />
        ) : overview.isError ? (
          <div className={phoneList.stateWrap}>
            <LoadError
              error={overview.error}
              retrying={overview.isFetching}
              onRetry={() => void overview.refetch()}
            />
          </div>
        ) : (
          <div className={styles.grid} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={styles.stat}>
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            ))}
          </div>
        )}

        <section className={styles.section} aria-label={t.quickLinks}>
          <h2 className={styles.sectionTitle}>{t.quickLinks}</h2>
          <nav className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <Link key={link.to} className={styles.link} to={link.to}>
                <span className={styles.linkIcon}>
                  <Icon name={link.icon} />
                </span>
                {link.label}
              </Link>
            ))}
          </nav>
        </section>

        <section className={styles.section} aria-label={t.byRoom}>
          <h2 className={styles.sectionTitle}>{t.byRoom}</h2>
          <div className={styles.sectionBody}>
            {rooms.data ? (
              <RoomList rows={roomRows(rooms.data)} />
            ) : rooms.isError ? (
              <ErrorBlock status="disconnected" title={manageText.common.loadFailed} description="">
                <Button color="primary" fill="outline" size="small" onClick={() => void rooms.refetch()}>
                  {manageText.common.retry}
                </Button>
              </ErrorBlock>
            ) : (
              <Skeleton.Paragraph lineCount={4} animated />
            )}
          </div>
        </section>
      </PullRefresh>
    </div>
  );
}

type FiguresProps = {
  overview: ManageOverview;
  main: FleetSummary | undefined;
  mainFailed: boolean;
  onRetryMain: () => void;
};

function Figures({ overview, main, mainFailed, onRetryMain }: FiguresProps) {
  const today = main ? formatFlow(main.today_bytes_up) : null;
  const yesterday = main ? formatFlow(main.yesterday_bytes_up) : null;
  const pending = mainFailed ? (
    <button type="button" className={phoneList.linkButton} onClick={onRetryMain}>
      {manageText.common.retry}
    </button>
  ) : (
    '…'
  );

  return (
    <div className={styles.grid}>
      <Link className={styles.stat} to="/manage/user">
        <div className={styles.statLabel}>{t.members}</div>
        <div className={styles.statValue}>
          {overview.member_count}
          <span className={styles.statUnit}>{t.peopleUnit}</span>
        </div>
      </Link>
      <Link className={styles.stat} to="/manage/room">
        <div className={styles.statLabel}>{t.roomsAndCabinets}</div>
        <div className={styles.statValue}>
          {overview.room_count}
          <span className={styles.statUnit}>/ {overview.cabinet_count}</span>
        </div>
      </Link>

      <div className={`${styles.stat} ${styles.statWide}`}>
        <Link className={styles.statLink} to="/manage/device">
          <div className={styles.statLabel}>{t.devices}</div>
          <div className={styles.statValue}>
            {overview.device_count}
            <span className={styles.statUnit}>{t.deviceUnit}</span>
          </div>
        </Link>
        {/* Each figure opens the device list filtered to it. */}
        <div className={styles.statBreakdown}>
          <Link to="/manage/device?status=online">
            <b className={styles.online}>{overview.online_count}</b>
            <span>{t.online}</span>
          </Link>
          <Link to="/manage/device?status=offline">
            <b>{overview.offline_count}</b>
            <span>{t.offline}</span>
          </Link>
          <Link to="/manage/device?status=uninstalled">
            <b>{overview.uninstalled_count}</b>
            <span>{t.uninstalled}</span>
          </Link>
          <Link to="/manage/device?status=abnormal" title={t.abnormalHint}>
            <b className={main && main.abnormal > 0 ? styles.offline : undefined}>
              {main ? main.abnormal : pending}
            </b>
            <span>{t.abnormal}</span>
          </Link>
        </div>
      </div>

      <div className={`${styles.stat} ${styles.statWide}`}>
        <div className={styles.statFlow}>
          <div>
            <div className={styles.statLabel}>{t.todayUp}</div>
            <div className={styles.statValue}>
              {today ? today.value : pending}
              {today ? <span className={styles.statUnit}>{today.unit}</span> : null}
            </div>
          </div>
          <div>
            <div className={styles.statLabel}>{t.yesterdayUp}</div>
            <div className={styles.statValue}>
              {yesterday ? yesterday.value : pending}
              {yesterday ? <span className={styles.statUnit}>{yesterday.unit}</span> : null}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

function RoomList({ rows }: { rows: RoomRow[] }) {
  if (rows.length === 0) return <p className={styles.muted}>{t.byRoomEmpty}</p>;
  return (
    <ul className={styles.roomList}>
      {rows.map((row) => {
        const link = roomDevicesLink(row);
        const name = link ? (
          <Link to={link} className={styles.roomName}>
            {row.name}
          </Link>
        ) : (
          <span className={row.unplaced ? `${styles.roomName} ${styles.muted}` : styles.roomName}>
            {row.name}
          </span>
        );
        return (
          <li key={row.key} className={styles.roomItem}>
            <div className={styles.roomRow}>
              {name}
              <span className={styles.roomFigures}>
                <span className={styles.online}>{row.online}</span> / {row.total} {t.online} · {row.rate}%
              </span>
            </div>
            {row.unplaced ? null : (
              <div className={styles.bar} aria-hidden="true">
                <div className={styles.barFill} style={{ width: `${row.rate}%` }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
