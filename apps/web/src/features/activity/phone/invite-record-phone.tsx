import type { Invitee } from '@nodebao/contract';
import { formatYuan } from '@nodebao/contract/money';
import { Button, Tag } from 'antd-mobile';
import { InfiniteScroll } from '@/components/infinite-scroll';
import { Popup } from '@/components/opened-once';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { ListState } from '@/components/list-state';
import { PhoneList } from '@/components/phone-list';
import { formatDate } from '@/lib/format';
import { activityText } from '@/locales/zh-CN/activity';
import { useInviteeList } from '../api/get-invitees';
import { InviteFigures } from '../components/invite-figures';
import { useInviteRecord } from '../hooks/use-invite-record';
import { inviteeName, inviteeStateText } from '../lib/invitee';
import styles from '../activity.module.css';

const t = activityText.record;
const yuan = (fen: number) => activityText.common.yuan(formatYuan(fen));

/** /activity/invite-record on phones: the totals, then my invitees appended as the list scrolls. */
export default function InviteRecordPhone() {
  const navigate = useNavigate();
  const record = useInviteRecord();
  const invitees = useInviteeList();

  return (
    <>
      <PhoneList
        list={invitees}
        as="div"
        listClassName={styles.list}
        alsoRefresh={() => record.overview.refetch()}
        top={
          record.overview.data ? (
            <div className={styles.summary}>
              <div className={styles.card}>
                <InviteFigures overview={record.overview.data} />
              </div>
            </div>
          ) : null
        }
        emptyTitle={t.empty}
        emptyHint={t.emptyHint}
        emptyAction={
          <Button color="primary" onClick={() => void navigate('/activity/invite')}>
            {t.goInvite}
          </Button>
        }
      >
        {invitees.list.map((invitee) => (
          <InviteeCard key={invitee.id} invitee={invitee} onOpen={record.openDays} />
        ))}
      </PhoneList>

      <Popup visible={record.open !== null} onMaskClick={record.closeDays} onClose={record.closeDays}>
        <div className={styles.sheetHead}>
          <span>{record.open ? t.daysTitle(inviteeName(record.open)) : ''}</span>
          <Button size="small" fill="none" onClick={record.closeDays}>
            {activityText.common.close}
          </Button>
        </div>
        <div className={styles.days}>
          <ListState query={record.days} empty={record.days.list.length === 0} emptyTitle={t.daysEmpty}>
            {record.days.list.map((d) => (
              <div key={d.day} className={styles.dayRow}>
                <span>{d.day}</span>
                <span className={styles.muted}>{yuan(d.income_fen)}</span>
                <span>+{yuan(d.commission_fen)}</span>
              </div>
            ))}
            <InfiniteScroll hasMore={record.days.hasMore} loadMore={record.days.loadMore} />
          </ListState>
        </div>
      </Popup>
    </>
  );
}

const InviteeCard = memo(function InviteeCard({
  invitee,
  onOpen,
}: {
  invitee: Invitee;
  onOpen: (invitee: Invitee) => void;
}) {
  const state = inviteeStateText(invitee.state);
  return (
    <button type="button" className={styles.invitee} onClick={() => onOpen(invitee)}>
      <div className={styles.inviteeTop}>
        <span className={styles.inviteeName}>{inviteeName(invitee)}</span>
        <Tag color={invitee.state === 'earning' ? 'success' : 'default'} fill="outline">
          {state.label}
        </Tag>
      </div>
      <div className={styles.inviteeLine}>
        <span>
          {t.registeredAt} {formatDate(invitee.registered_at)}
        </span>
        <span>
          {t.devices} {t.deviceCount(invitee.devices)}
        </span>
        <span>
          {t.income} {yuan(invitee.income_fen)}
        </span>
        <span>
          {t.commission} {yuan(invitee.commission_fen)}
        </span>
      </div>
      {state.hint ? <div className={styles.hint}>{state.hint}</div> : null}
    </button>
  );
});
