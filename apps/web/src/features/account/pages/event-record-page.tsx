import type { MemberMessage } from '@nodebao/contract';
import { Badge, Button, Toast } from 'antd-mobile';
import { memo, useCallback } from 'react';
import { Link } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { PhoneList } from '@/components/phone-list';
import { formatDateTime, formatFromNow } from '@/lib/format';
import { recordsText } from '@/locales/zh-CN/records';
import { snOfMessage, useFaultMessages } from '../api/get-fault-messages';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import styles from './records.module.css';

const t = recordsText.events;

/**
 * /account/event-record (故障事件): the member's fault messages (a device went offline, came back),
 * newest first, unread ones highlighted; tapping one marks it read, and 全部标为已读 marks them all.
 */
export default function EventRecordPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const events = useFaultMessages();
  const markRead = useMarkMessagesRead();
  const unread = events.last?.unread ?? 0;

  function markAll() {
    markRead.mutate(undefined, {
      onSuccess: () => Toast.show({ icon: 'success', content: t.markedRead }),
    });
  }

  const { mutate } = markRead;
  const markOne = useCallback(
    (message: MemberMessage) => {
      if (!message.is_read) mutate([message.id]);
    },
    [mutate],
  );

  return (
    <main className={styles.page}>
      <div className={styles.inner}>
        {events.list.length > 0 ? (
          <div className={styles.eventBar}>
            <span className={styles.eventCount}>
              {unread > 0 ? (
                <>
                  <Badge content={Badge.dot} className={styles.unreadDot} />
                  {t.unread(unread)}
                </>
              ) : (
                t.allRead
              )}
              <span className={styles.muted}>
                {' '}
                · {t.total(events.last?.pages.totalCount ?? events.list.length)}
              </span>
            </span>
            <Button
              size="small"
              color="primary"
              fill="outline"
              disabled={unread === 0}
              loading={markRead.isPending && markRead.variables === undefined}
              onClick={markAll}
            >
              {t.markAllRead}
            </Button>
          </div>
        ) : null}
        <PhoneList
          list={events}
          pull={!desktop}
          listClassName={styles.events}
          skeletonLines={10}
          emptyTitle={t.empty}
          emptyHint={t.emptyHint}
        >
          {events.list.map((message) => (
            <EventItem key={message.id} message={message} onRead={markOne} />
          ))}
        </PhoneList>
      </div>
    </main>
  );
}

/** "2026-11-22 20:10 · 3 小时前". */
function when(iso: string): string {
  return `${formatDateTime(iso)} · ${formatFromNow(iso)}`;
}

type EventItemProps = { message: MemberMessage; onRead: (message: MemberMessage) => void };

/** One fault: title, content, time and the device it concerns; unread ones stand out. */
const EventItem = memo(function EventItem({ message, onRead }: EventItemProps) {
  const sn = snOfMessage(message);
  const unread = !message.is_read;
  return (
    <li
      className={unread ? `${styles.event} ${styles.eventUnread}` : styles.event}
      onClick={() => onRead(message)}
    >
      <div className={styles.eventHead}>
        {unread ? <span className={styles.unreadTag}>{t.unreadTag}</span> : null}
        <h2 className={styles.eventTitle}>{message.title}</h2>
      </div>
      <p className={styles.eventContent}>{message.content}</p>
      <div className={styles.eventFoot}>
        <time dateTime={message.created_at}>{when(message.created_at)}</time>
        {sn ? (
          <Link className={styles.deviceLink} to={`/device/index?search=${encodeURIComponent(sn)}`}>
            {t.viewDevice} <span className={styles.mono}>{sn}</span> ›
          </Link>
        ) : message.device_id !== null ? (
          <span className={styles.muted}>{t.deviceId(message.device_id)}</span>
        ) : null}
      </div>
    </li>
  );
});
