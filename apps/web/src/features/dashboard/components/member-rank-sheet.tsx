import { InfiniteScroll } from '@/components/infinite-scroll';
import { CenterPopup, Popup } from '@/components/opened-once';
import { useState, type ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { dayText } from '@/lib/format';
import { useRankRecord } from '../api/get-rank-record';
import styles from './income.module.css';
import { MemberRow } from './member-row';
import { SectionError, SectionSkeleton } from './section';

type SheetProps = { day: string; onClose: () => void };

/**
 * The whole earnings ranking (GET /api/default/rank-record), 20 places a page, appended as the list
 * scrolls (SPEC §4); the caller's own place on top. A bottom sheet on phones, a dialog on desktops.
 */
export default function MemberRankSheet({ day, onClose }: SheetProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [visible, setVisible] = useState(true);
  const query = useRankRecord(true);
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  const me = query.data?.pages[0]?.me ?? null;

  const body: ReactNode = (
    <div className={styles.sheet}>
      <header className={styles.sheetHead}>
        <h2 className={styles.sheetTitle}>
          {t.memberRank.sheetTitle(dayText(query.data?.pages[0]?.day || day))}
        </h2>
        <button type="button" className={styles.sheetClose} onClick={() => setVisible(false)}>
          {t.memberRank.close}
        </button>
      </header>
      {me ? <div className={styles.sheetMe}>{t.memberRank.myPlace(me.rank)}</div> : null}
      <div className={styles.sheetBody}>
        {query.data === undefined ? (
          <div className={styles.sheetState}>
            {query.error ? (
              <SectionError
                error={query.error}
                retrying={query.isFetching}
                onRetry={() => void query.refetch()}
              />
            ) : (
              <SectionSkeleton lines={8} />
            )}
          </div>
        ) : (
          <>
            <ol className={styles.members}>
              {rows.map((row) => (
                <li key={row.rank}>
                  <MemberRow row={row} />
                </li>
              ))}
            </ol>
            <InfiniteScroll
              loadMore={async () => {
                // Rejecting tells InfiniteScroll to stop and offer a retry instead of asking again.
                await query.fetchNextPage({ throwOnError: true });
              }}
              hasMore={query.hasNextPage}
            >
              {(hasMore, failed, retry) =>
                failed ? (
                  <button type="button" className={styles.sheetClose} onClick={() => void retry()}>
                    {t.memberRank.retry}
                  </button>
                ) : hasMore ? (
                  t.memberRank.loading
                ) : (
                  t.memberRank.noMore
                )
              }
            </InfiniteScroll>
          </>
        )}
      </div>
    </div>
  );

  const props = { visible, onMaskClick: () => setVisible(false), afterClose: onClose, destroyOnClose: true };
  return desktop ? (
    <CenterPopup {...props} style={{ '--min-width': '480px', '--max-width': '560px' }}>
      {body}
    </CenterPopup>
  ) : (
    <Popup {...props} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      {body}
    </Popup>
  );
}
