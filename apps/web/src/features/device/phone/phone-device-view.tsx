import { Button, ErrorBlock, Toast } from 'antd-mobile';
import { InfiniteScroll } from '@/components/infinite-scroll';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { useFirstRowsFirst } from '@/lib/list/use-first-rows-first';
import { deviceText as t } from '@/locales/zh-CN/device';
import type { BulkActionSpec, DeviceAction } from '../hooks/use-device-actions';
import { useDeviceListLoader, useDeviceListView } from '../hooks/use-device-list';
import { hasMore, useDeviceStore } from '../store';
import type { DeviceRow } from '../types';
import { ActionBar } from './action-bar';
import { DetailSheet } from './detail-sheet';
import { DeviceCard } from '@/components/device-card/device-card';
import { FilterBar } from './filter-bar';
import { PickerSheet, type OpenPicker } from './picker-sheet';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';
import { PullRefresh } from '@/components/pull-refresh';

/**
 * /device/index on a phone: cards in an infinite list with pull to refresh; tap opens the detail
 * sheet, long press (or 选择) selects, and a bottom bar runs the bulk actions.
 */
export default function PhoneDeviceView() {
  useDeviceListLoader();
  const navigate = useNavigate();
  const view = useDeviceListView();
  const { operator, list, pagination, status, error, selectAll, count, filtered } = view;
  const { search, setSearch, actions, bulkActions } = view;
  const countData = useDeviceStore((s) => s.countData);
  const firstRows = useFirstRowsFirst(list);
  const [selecting, setSelecting] = useState(false);
  const [detail, setDetail] = useState<DeviceRow | null>(null);
  const [picker, setPicker] = useState<OpenPicker | null>(null);

  const selected = useMemo(() => new Set(view.selectedIds), [view.selectedIds]);
  const loaded = pagination.page > 0;

  const onOpen = useCallback((row: DeviceRow) => setDetail(row), []);
  const onToggle = useCallback((id: number) => useDeviceStore.getState().toggleSelected(id), []);
  const onLongPress = useCallback((id: number) => {
    setSelecting(true);
    const s = useDeviceStore.getState();
    if (!s.selectAll && !s.selectedIds.includes(id)) s.toggleSelected(id);
  }, []);

  function toggleSelecting() {
    if (selecting) useDeviceStore.getState().clearSelection();
    setSelecting(!selecting);
  }

  function clearFilters() {
    window.scrollTo({ top: 0 });
    view.clearFilters();
  }

  async function onAction(action: BulkActionSpec) {
    if (count === 0) return;
    if (action.picker) {
      setPicker({ kind: action.kind, picker: action.picker, title: action.label });
      return;
    }
    if (await actions.confirmAndRun(action, count)) setSelecting(false);
  }

  async function onPick(action: DeviceAction) {
    if (!(await actions.run(action))) return;
    setPicker(null);
    setSelecting(false);
  }

  async function loadMore() {
    // InfiniteScroll shows its own 加载失败 with a retry when the promise rejects.
    if (!(await useDeviceStore.getState().loadMore())) throw new Error(t.loadMoreFailed);
  }

  async function refresh() {
    if (!(await useDeviceStore.getState().refresh())) Toast.show({ content: t.loadFailed });
  }

  let body;
  if (!loaded && error) {
    body = (
      <div className={phoneList.stateWrap}>
        <LoadError
          error={error}
          retrying={status === 'loading'}
          onRetry={() => void useDeviceStore.getState().loadPage(1)}
        />
      </div>
    );
  } else if (!loaded || (status === 'loading' && list.length === 0)) {
    body = (
      <div className={phoneList.stateWrap}>
        <LoadingSkeleton lines={10} />
      </div>
    );
  } else if (list.length === 0) {
    body = filtered ? (
      <div className={phoneList.state}>
        <ErrorBlock status="empty" title={t.noMatch} description={t.noMatchHint}>
          <Button color="primary" fill="outline" onClick={clearFilters}>
            {t.clearFilters}
          </Button>
        </ErrorBlock>
      </div>
    ) : (
      <div className={phoneList.state}>
        <ErrorBlock status="empty" title={t.empty} description={t.emptyHint}>
          <Button color="primary" onClick={() => void navigate('/device/add-device')}>
            {t.addDevice}
          </Button>
        </ErrorBlock>
      </div>
    );
  } else {
    body = (
      <>
        <div className={phoneList.list} aria-busy={status === 'loading'}>
          {firstRows.map((row) => (
            <DeviceCard
              key={row.id}
              row={row}
              selecting={selecting}
              checked={selectAll || selected.has(row.id)}
              showMember={operator}
              onOpen={onOpen}
              onToggle={onToggle}
              onLongPress={onLongPress}
            />
          ))}
        </div>
        <InfiniteScroll hasMore={hasMore({ list, pagination })} loadMore={loadMore} />
      </>
    );
  }

  return (
    <div className={selecting ? `${styles.page} ${styles.pageSelecting}` : styles.page}>
      <FilterBar
        search={search}
        onSearch={setSearch}
        selecting={selecting}
        onToggleSelecting={toggleSelecting}
      />
      <div className={phoneList.summary}>
        <span className={styles.counts}>
          {t.counts.total} <b>{countData?.total ?? EMPTY_VALUE}</b>
          <i aria-hidden="true">·</i>
          {t.counts.online} <b className={styles.countOnline}>{countData?.online ?? EMPTY_VALUE}</b>
          <i aria-hidden="true">·</i>
          {t.counts.offline} <b>{countData?.offline ?? EMPTY_VALUE}</b>
        </span>
        <Link className={styles.addLink} to="/device/add-device">
          + {t.addDevice}
        </Link>
      </div>
      {filtered && loaded ? <div className={styles.matching}>{t.matching(pagination.totalCount)}</div> : null}
      <PullRefresh onRefresh={refresh}>{body}</PullRefresh>
      {selecting ? (
        <ActionBar actions={bulkActions} pending={actions.pending} onAction={(a) => void onAction(a)} />
      ) : null}
      <PickerSheet
        open={picker}
        count={count}
        pending={actions.pending}
        onPick={(a) => void onPick(a)}
        onClose={() => setPicker(null)}
      />
      <DetailSheet row={detail} showMember={operator} onClose={() => setDetail(null)} />
    </div>
  );
}
