import type { SessionInfo } from '@nodebao/contract';
import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { formatDateTime, formatFromNow } from '@/lib/format';
import { securityText } from '@/locales/zh-CN/security';
import { endOtherSessions, endSession, sessionList } from '../api/security';
import cardPage from '@/components/card-page.module.css';
import styles from '../components/security.module.css';

const t = securityText.sessions;

/**
 * /account/sessions (登录设备), phone and desktop (one view): every signed-in session of the account,
 * this one marked, each with 退出, and 退出其他设备; both ask first. An ended session's token is refused
 * from its next request on (issue 49 §3).
 */
export default function SessionsPage() {
  const sessions = sessionList.use();
  const end = endSession.use();
  const endOthers = endOtherSessions.use();

  if (!sessions.data)
    return (
      <main className={styles.page}>
        <section className={cardPage.card}>
          {sessions.isError ? (
            <LoadError
              error={sessions.error}
              retrying={sessions.isFetching}
              onRetry={() => void sessions.refetch()}
            />
          ) : (
            <LoadingSkeleton lines={6} />
          )}
        </section>
      </main>
    );
  const list = sessions.data;
  const others = list.filter((s) => !s.current);

  function confirmEnd(session: SessionInfo) {
    void Dialog.confirm({
      title: t.signOutTitle,
      content: t.signOutBody(session.device),
      onConfirm: () =>
        end.mutate(
          { id: session.id },
          { onSuccess: () => Toast.show({ icon: 'success', content: t.signedOut }) },
        ),
    });
  }

  function confirmEndOthers() {
    void Dialog.confirm({
      title: t.signOutOthersTitle,
      content: t.signOutOthersBody,
      onConfirm: () =>
        endOthers.mutate(undefined, {
          onSuccess: (reply) => Toast.show({ icon: 'success', content: t.signedOutOthers(reply.revoked) }),
        }),
    });
  }

  return (
    <main className={styles.page}>
      <section className={cardPage.card}>
        <p className={styles.intro}>{t.intro}</p>
        <ul className={cardPage.rows}>
          {list.map((session) => (
            <li key={session.id} className={cardPage.row}>
              <div className={cardPage.rowMain}>
                <span className={cardPage.rowTitle}>
                  {session.device}{' '}
                  {session.current ? (
                    <Tag color="primary" fill="outline">
                      {t.current}
                    </Tag>
                  ) : null}
                </span>
                <span className={cardPage.hint}>
                  {t.lastSeen(formatFromNow(session.last_seen_at))} ·{' '}
                  {t.createdAt(formatDateTime(session.created_at))}
                  {session.ip ? ` · ${t.address(session.ip)}` : ''}
                </span>
              </div>
              {session.current ? null : (
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  onClick={() => confirmEnd(session)}
                  loading={end.isPending && end.variables?.id === session.id}
                >
                  {t.signOut}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length === 0 ? <p className={styles.intro}>{t.onlyThis}</p> : null}
        {others.length > 0 ? (
          <Button
            block
            className={styles.endOthers}
            color="danger"
            onClick={confirmEndOthers}
            loading={endOthers.isPending}
          >
            {t.signOutOthers}
          </Button>
        ) : null}
      </section>
    </main>
  );
}
