import {
  Alert,
  Button,
  Card,
  Col,
  Progress,
  Row,
  Skeleton,
  Statistic,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { Icon } from '@/app/icons';
import { manageText } from '@/locales/zh-CN/manage';
import { useFleetSummary } from '@/features/device/api/get-fleet-summary';
import { manageOverview } from '../api/get-overview';
import { roomDeviceCounts } from '../api/get-room-devices';

import { formatFlow } from '../lib/format';
import { QUICK_LINKS, roomDevicesLink, roomRows, type RoomRow } from '../lib/home';
import type { FleetSummary, ManageOverview } from '../types';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import { LoadFailedResult } from '@/components/desktop-list';

const t = manageText.home;

/** /manage/index on desktops: figure cards, quick links and the per-room table (antd, own chunk). */
export default function HomeDesktop() {
  return (
    <AntdScope>
      <HomeView />
    </AntdScope>
  );
}

function HomeView() {
  const overview = manageOverview.use();
  const main = useFleetSummary();

  return (
    <div className={styles.stack}>
      {overview.data ? (
        <Figures overview={overview.data} main={main.data} mainPending={main.isPending} />
      ) : overview.isError ? (
        <div className={table.view}>
          <LoadFailedResult query={overview} title={manageText.common.loadFailed} />
        </div>
      ) : (
        <Row gutter={[16, 16]}>
          {[0, 1, 2, 3].map((i) => (
            <Col key={i} xs={24} md={12} xl={6}>
              <Card variant="borderless">
                <Skeleton active paragraph={{ rows: 2 }} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {main.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t.flowFailed}
          action={
            <Button size="small" onClick={() => void main.refetch()}>
              {manageText.common.retry}
            </Button>
          }
        />
      ) : null}

      <Card variant="borderless" title={t.quickLinks}>
        <div className={styles.links}>
          {QUICK_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              <Button icon={<Icon name={link.icon} className={styles.linkIcon} />}>{link.label}</Button>
            </Link>
          ))}
        </div>
      </Card>

      <RoomTable />
    </div>
  );
}

type FiguresProps = { overview: ManageOverview; main: FleetSummary | undefined; mainPending: boolean };

function Figures({ overview, main, mainPending }: FiguresProps) {
  const today = main ? formatFlow(main.today_bytes_up) : null;
  const yesterday = main ? formatFlow(main.yesterday_bytes_up) : null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={6}>
        <Card variant="borderless" className={styles.statCard}>
          <Link to="/manage/user">
            <Statistic title={t.members} value={overview.member_count} suffix={t.peopleUnit} />
          </Link>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card variant="borderless" className={styles.statCard}>
          <Link to="/manage/device">
            <Statistic title={t.devices} value={overview.device_count} suffix={t.deviceUnit} />
          </Link>
          {/* Each figure opens the device list filtered to it. */}
          <div className={styles.breakdown}>
            <Link to="/manage/device?status=online">
              {t.online}
              <b className={styles.online}>{overview.online_count}</b>
            </Link>
            <Link to="/manage/device?status=offline">
              {t.offline}
              <b>{overview.offline_count}</b>
            </Link>
            <Link to="/manage/device?status=uninstalled">
              {t.uninstalled}
              <b>{overview.uninstalled_count}</b>
            </Link>
            <Tooltip title={t.abnormalHint}>
              <Link to="/manage/device?status=abnormal">
                {t.abnormal}
                <b className={main && main.abnormal > 0 ? styles.warn : undefined}>
                  {main ? main.abnormal : EMPTY_VALUE}
                </b>
              </Link>
            </Tooltip>
          </div>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card variant="borderless" className={styles.statCard}>
          <Link to="/manage/room">
            <Statistic
              title={t.roomsAndCabinets}
              value={overview.room_count}
              suffix={`/ ${overview.cabinet_count}`}
            />
          </Link>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card variant="borderless" className={styles.statCard}>
          <Row gutter={16}>
            <Col span={12}>
              <Statistic
                title={t.todayUp}
                value={today?.value ?? EMPTY_VALUE}
                suffix={today?.unit}
                loading={mainPending}
              />
            </Col>
            <Col span={12}>
              <Statistic
                title={t.yesterdayUp}
                value={yesterday?.value ?? EMPTY_VALUE}
                suffix={yesterday?.unit}
                loading={mainPending}
              />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}

function RoomTable() {
  const navigate = useNavigate();
  const rooms = roomDeviceCounts.use();
  const columns: TableColumnsType<RoomRow> = [
    {
      title: t.roomColumns.room,
      dataIndex: 'name',
      key: 'name',
      render: (name: string, row) => {
        const link = roomDevicesLink(row);
        if (link) return <Typography.Link onClick={() => void navigate(link)}>{name}</Typography.Link>;
        return name;
      },
    },
    { title: t.roomColumns.total, dataIndex: 'total', key: 'total', width: 120, align: 'right' },
    {
      title: t.roomColumns.online,
      dataIndex: 'online',
      key: 'online',
      width: 120,
      align: 'right',
      render: (n: number) => <span className={styles.online}>{n}</span>,
    },
    {
      title: t.roomColumns.rate,
      dataIndex: 'rate',
      key: 'rate',
      width: 240,
      render: (rate: number, row) =>
        row.unplaced ? <span className={table.muted}>—</span> : <Progress percent={rate} size="small" />,
    },
  ];

  return (
    <Card variant="borderless" title={t.byRoom}>
      {rooms.isError ? (
        <LoadFailedResult query={rooms} title={manageText.common.loadFailed} />
      ) : (
        <Table<RoomRow>
          rowKey="key"
          size="small"
          loading={rooms.isPending}
          columns={columns}
          dataSource={rooms.data ? roomRows(rooms.data) : []}
          pagination={false}
          locale={{ emptyText: rooms.isPending ? <div className={table.emptyLoading} /> : t.byRoomEmpty }}
        />
      )}
    </Card>
  );
}
