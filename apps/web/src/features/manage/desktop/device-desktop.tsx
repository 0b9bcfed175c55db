import { Alert, App, Button, Segmented, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { AntdScope } from '@/app/antd-scope';
import { PagedTable, TableEmpty, TableSearch } from '@/components/desktop-list';
import { usePageFor } from '@/lib/list/use-page-for';
import { manageText } from '@/locales/zh-CN/manage';
import { useFenpeiDevices } from '../api/fenpei-devices';
import { useMemberDevices } from '../api/get-member-devices';
import { useDeviceAddress } from '../hooks/use-device-address';
import { useDeviceSelection } from '../hooks/use-device-selection';
import { useSearchBox } from '@/lib/list/use-search-box';
import {
  isDeviceFiltered,
  STATUS_CHOICES,
  type ManageDeviceSelection,
  type ManageDeviceTab,
} from '../lib/device-filter';
import { memberName } from '../lib/format';
import type { AllocatableMember, DeviceRow, DeviceStatusFilter } from '../types';
import { deviceColumns } from './device-columns';
import { DeviceEditModal } from './device-edit-modal';
import { FenpeiModal } from './fenpei-modal';
import { InstallRecordsDesktop } from './install-records-desktop';
import { MemberSelect } from './member-select';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';

const t = manageText.device;
const PAGE_SIZES = [20, 50, 100, 200];
/** The desktop layout's header is sticky and 64 px high: the table header sticks below it. */
const HEADER_OFFSET = 64;

const STATUS_OPTIONS = STATUS_CHOICES.map((value) => ({ value, label: t.status[value] }));

/** /manage/device on desktops: the fleet table and the install history, as tabs (antd, own chunk). */
export default function DeviceDesktop() {
  return (
    <AntdScope>
      <DeviceTabs />
    </AntdScope>
  );
}

function DeviceTabs() {
  const { tab, update } = useDeviceAddress();
  return (
    <div className={table.view}>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key as ManageDeviceTab })}
        items={[
          { key: 'devices', label: t.tabs.devices, children: <DeviceTable /> },
          { key: 'records', label: t.tabs.records, children: <InstallRecordsDesktop /> },
        ]}
        destroyOnHidden
      />
    </div>
  );
}

function DeviceTable() {
  const { message } = App.useApp();
  const { filter, update } = useDeviceAddress();
  const [search, setSearch] = useSearchBox(filter.search, (value) => update({ search: value }));
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 20);
  const [page, setPage] = usePageFor([filter, pageSize]);
  const devices = useMemberDevices(filter, page, pageSize);
  const selection = useDeviceSelection(filter);
  const [editing, setEditing] = useState<DeviceRow | null>(null);
  /** What 分配给会员 acts on: one row (its button) or the ticked rows; null while closed. */
  const [allocating, setAllocating] = useState<{
    selection: ManageDeviceSelection;
    count: number;
    ticked: boolean;
  } | null>(null);
  const fenpei = useFenpeiDevices();

  const list = devices.data?.list ?? [];
  const totalCount = devices.data?.pages.totalCount ?? 0;
  const count = selection.count(totalCount);
  const filtered = isDeviceFiltered(filter);
  const pageSelected = list.length > 0 && list.every((r) => selection.ids.includes(r.id));

  function clearFilters() {
    setSearch('');
    update({ member_id: 0, status: null, search: '' });
  }

  function openAllocate(row?: DeviceRow) {
    setAllocating(
      row
        ? { selection: { ids: [row.id] }, count: 1, ticked: false }
        : { selection: selection.selection(), count, ticked: true },
    );
  }

  async function onAllocate(member: AllocatableMember) {
    if (!allocating) return;
    try {
      const affected = await fenpei.mutateAsync({ selection: allocating.selection, member });
      void message.success(t.fenpeiDone(affected, memberName(member)));
    } catch {
      return; // Toasted by the request client; the selection stays.
    }
    if (allocating.ticked) selection.clear();
    setAllocating(null);
  }

  const columns = deviceColumns({
    onEdit: setEditing,
    onAllocate: openAllocate,
    onRecords: (row) => update({ tab: 'records', device_id: row.id, action: null }),
    onMember: (memberId) => update({ member_id: memberId }),
  });

  const counts = devices.data?.count;
  return (
    <>
      <div className={table.toolbar}>
        <TableSearch
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={setSearch}
          onSearch={(value) => update({ search: value.trim() })}
        />
        <MemberSelect
          className={styles.memberSelect}
          value={filter.member_id}
          placeholder={t.allMembers}
          allowClear
          onChange={(_member, id) => update({ member_id: id })}
        />
        <Segmented<DeviceStatusFilter | 'all'>
          value={filter.status ?? 'all'}
          options={STATUS_OPTIONS}
          onChange={(value) => update({ status: value === 'all' ? null : value })}
        />
        <span className={`${table.counts} ${table.push}`}>
          {counts ? t.counts(counts.total, counts.online, counts.offline) : null}
        </span>
      </div>

      <div className={table.bulk} role="toolbar" aria-label={t.selected(count)}>
        <span className={count > 0 ? table.bulkCount : `${table.bulkCount} ${table.muted}`}>
          {t.selected(count)}
        </span>
        <Button
          size="small"
          autoInsertSpace={false}
          disabled={count === 0 || fenpei.isPending}
          onClick={() => openAllocate()}
        >
          {t.fenpei}
        </Button>
        {count > 0 ? (
          <Button size="small" type="link" onClick={selection.clear}>
            {manageText.common.clearSelection}
          </Button>
        ) : null}
        {filtered && devices.data ? <span className={table.muted}>{t.matching(totalCount)}</span> : null}
      </div>
      {(pageSelected && totalCount > list.length) || selection.all ? (
        <Alert
          className={table.banner}
          type="info"
          title={
            selection.all ? (
              <>
                {t.allSelected(totalCount)}
                <Typography.Link className={table.bannerLink} onClick={selection.clear}>
                  {manageText.common.clearSelection}
                </Typography.Link>
              </>
            ) : (
              <>
                {t.selectedPage(list.length)}
                <Typography.Link
                  className={table.bannerLink}
                  onClick={() => selection.selectAll(list.map((r) => r.id))}
                >
                  {t.selectAllMatching(totalCount)}
                </Typography.Link>
              </>
            )
          }
        />
      ) : null}

      <PagedTable<DeviceRow>
        query={devices}
        text={{ loadFailed: t.loadFailed, total: t.showTotal }}
        tableLayout="auto"
        sticky={{ offsetHeader: HEADER_OFFSET }}
        scroll={{ x: 1100 }}
        columns={columns}
        empty={
          <TableEmpty
            filtered={filtered}
            title={t.empty}
            hint={t.emptyHint}
            noMatchTitle={t.noMatch}
            clearText={manageText.common.clearFilters}
            onClear={clearFilters}
          />
        }
        rowSelection={{
          selectedRowKeys: selection.all ? list.map((r) => r.id) : selection.ids,
          preserveSelectedRowKeys: true,
          onChange: (keys) => selection.setIds(keys.map(Number)),
        }}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(next, size) => {
          window.scrollTo({ top: 0 });
          if (size !== pageSize) setPageSize(size);
          else setPage(next);
        }}
      />

      <FenpeiModal
        open={allocating !== null}
        count={allocating?.count ?? 0}
        pending={fenpei.isPending}
        onSubmit={(member) => void onAllocate(member)}
        onClose={() => setAllocating(null)}
      />
      <DeviceEditModal row={editing} onClose={() => setEditing(null)} />
    </>
  );
}
