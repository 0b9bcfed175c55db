import type { Invitee } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button, Card, Empty, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { PagedTable } from '@/components/desktop-list';
import { formatDate } from '@/lib/format';
import { activityText } from '@/locales/zh-CN/activity';
import type { InviteeDay } from '../api/get-invitee-days';
import { useInviteePage } from '../api/get-invitees';
import { InviteFigures } from '../components/invite-figures';
import { useInviteRecord } from '../hooks/use-invite-record';
import { inviteeName, inviteeStateText } from '../lib/invitee';
import styles from '../activity.module.css';

const t = activityText.record;
const c = activityText.common;
const yuan = (fen: number) => <span className={styles.num}>{formatYuan(fen)}</span>;

/** /activity/invite-record on desktops: the totals, my invitees a page at a time, days in a dialog. */
export default function InviteRecordDesktop() {
  return (
    <AntdScope>
      <RecordTable />
    </AntdScope>
  );
}

function RecordTable() {
  const navigate = useNavigate();
  const record = useInviteRecord();
  const invitees = useInviteePage(record.page);

  const columns: TableColumnsType<Invitee> = [
    {
      title: t.member,
      key: 'member',
      width: 230,
      ellipsis: true,
      render: (_: unknown, row) => inviteeName(row),
    },
    {
      title: t.registeredAt,
      dataIndex: 'registered_at',
      key: 'registered_at',
      width: 110,
      render: (at: string) => formatDate(at),
    },
    { title: t.devices, dataIndex: 'devices', key: 'devices', width: 70, align: 'right' },
    {
      title: `${t.income}（元）`,
      dataIndex: 'income_fen',
      key: 'income',
      width: 130,
      align: 'right',
      render: yuan,
    },
    {
      title: `${t.commission}（元）`,
      dataIndex: 'commission_fen',
      key: 'commission',
      width: 150,
      align: 'right',
      render: yuan,
    },
    {
      title: t.state,
      key: 'state',
      render: (_: unknown, row) => {
        const state = inviteeStateText(row.state);
        return (
          <>
            <Tag color={row.state === 'earning' ? 'success' : 'default'}>{state.label}</Tag>
            {state.hint ? <div className={styles.muted}>{state.hint}</div> : null}
          </>
        );
      },
    },
    {
      title: '',
      key: 'days',
      width: 100,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => record.openDays(row)}>
          {t.details}
        </Button>
      ),
    },
  ];

  const dayColumns: TableColumnsType<InviteeDay> = [
    { title: t.day, dataIndex: 'day', key: 'day' },
    { title: `${t.income}（元）`, dataIndex: 'income_fen', key: 'income', align: 'right', render: yuan },
    {
      title: `${t.commission}（元）`,
      dataIndex: 'commission_fen',
      key: 'commission',
      align: 'right',
      render: yuan,
    },
  ];

  return (
    <div className={styles.page}>
      {record.overview.data ? (
        <Card className={styles.wide} title={t.summaryTitle} variant="borderless">
          <InviteFigures overview={record.overview.data} />
        </Card>
      ) : null}
      <Card className={styles.wide} variant="borderless">
        <PagedTable<Invitee>
          query={invitees}
          text={{ loadFailed: c.loadFailed, total: c.total }}
          empty={
            <Empty description={t.empty}>
              <Typography.Paragraph type="secondary">{t.emptyHint}</Typography.Paragraph>
              <Button type="primary" onClick={() => void navigate('/activity/invite')}>
                {t.goInvite}
              </Button>
            </Empty>
          }
          page={record.page}
          onPage={(page) => record.setPage(page)}
          columns={columns}
        />
      </Card>
      <Modal
        open={record.open !== null}
        title={record.open ? t.daysTitle(inviteeName(record.open)) : ''}
        footer={
          record.days.hasMore ? (
            <Button loading={record.days.isFetchingNextPage} onClick={() => void record.days.loadMore()}>
              {c.loadMore}
            </Button>
          ) : null
        }
        onCancel={record.closeDays}
        width={560}
      >
        <Table<InviteeDay>
          rowKey="day"
          size="small"
          pagination={false}
          loading={record.days.isPending}
          columns={dayColumns}
          dataSource={record.days.list}
          locale={{ emptyText: <Empty description={t.daysEmpty} /> }}
        />
      </Modal>
    </div>
  );
}
