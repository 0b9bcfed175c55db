import { Button, Empty, Result, Table, Typography, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { deviceText as t } from '@/locales/zh-CN/device';
import type { BulkActionSpec, DeviceAction } from '../hooks/use-device-actions';
import { useDeviceListLoader, useDeviceListView } from '../hooks/use-device-list';
import { useDeviceStore } from '../store';
import type { DeviceRow, DeviceSortField } from '../types';
import { ActionModal, type OpenAction } from './action-modal';
import { BulkBar } from './bulk-bar';
import { deviceColumns } from './columns';
import { DetailDrawer } from './detail-drawer';
import { FilterToolbar } from './filter-toolbar';
import table from '@/components/desktop-table.module.css';

const PAGE_SIZES = [50, 100, 200, 500];
/** The desktop layout's header is sticky and 64 px high: the table header sticks below it. */
const HEADER_OFFSET = 64;

/** /device/index on desktops: a dense antd table, loaded as its own chunk (phones never fetch antd). */
export default function DesktopDeviceView() {
  useDeviceListLoader();
  return (
    <AntdScope>
      <DeviceTableView />
    </AntdScope>
  );
}

function DeviceTableView() {
  const navigate = useNavigate();
  const view = useDeviceListView();
  const { operator, list, pagination, status, error, request, selectedIds, selectAll, count } = view;
  const { filtered, clearFilters, search, setSearch, actions, bulkActions } = view;
  const [detail, setDetail] = useState<DeviceRow | null>(null);
  const [picker, setPicker] = useState<OpenAction | null>(null);

  // A phone may have appended several pages; the table shows one page at a time.
  useEffect(() => {
    const s = useDeviceStore.getState();
    if (s.list.length > s.pagination.pageSize) void s.loadPage(1, { append: false });
  }, []);

  const selectedKeys = selectAll ? list.map((r) => r.id) : selectedIds;
  const store = useDeviceStore.getState;

  /** Dropped rows leave a hole in the page: fetch the page again. */
  function reloadAfter(kind: DeviceAction['kind']) {
    if (kind === 'uninstall' || kind === 'remove') {
      const s = store();
      const page = Math.min(Math.max(1, s.pagination.page), Math.max(1, s.pagination.pageCount));
      void s.loadPage(page, { append: false });
    }
  }

  function onAction(action: BulkActionSpec) {
    if (count === 0) return;
    if (action.picker) {
      setPicker({ kind: action.kind, picker: action.picker, title: action.label });
      return;
    }
    void actions.confirmAndRun(action, count).then((done) => done && reloadAfter(action.kind));
  }

  async function onPicked(action: DeviceAction) {
    if (!(await actions.run(action))) return;
    reloadAfter(action.kind);
    setPicker(null);
  }

  const columns = deviceColumns({ operator, request, onOpen: setDetail });

  const onTableChange: TableProps<DeviceRow>['onChange'] = (pager, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      if (!s?.order) void store().setRequest({ sort: 'room_info', order: 'desc' });
      else
        void store().setRequest({
          sort: s.columnKey as DeviceSortField,
          order: s.order === 'ascend' ? 'asc' : 'desc',
        });
      return;
    }
    if (extra.action !== 'paginate') return;
    window.scrollTo({ top: 0 });
    const pageSize = pager.pageSize ?? request.limit;
    if (pageSize !== request.limit) void store().setRequest({ limit: pageSize });
    else void store().loadPage(pager.current ?? 1, { append: false });
  };

  const loaded = pagination.page > 0;
  const emptyText =
    loaded && !filtered ? (
      <Empty description={t.empty}>
        <Typography.Paragraph type="secondary">{t.emptyHint}</Typography.Paragraph>
        <Button type="primary" onClick={() => void navigate('/device/add-device')}>
          {t.addDevice}
        </Button>
      </Empty>
    ) : loaded ? (
      <Empty description={t.noMatch}>
        <Button onClick={clearFilters}>{t.clearFilters}</Button>
      </Empty>
    ) : (
      <div className={table.emptyLoading} />
    );

  return (
    <div className={table.view}>
      <FilterToolbar search={search} onSearch={setSearch} />
      <BulkBar actions={bulkActions} pending={actions.pending} onAction={onAction} />

      {!loaded && error ? (
        <Result
          status="warning"
          title={t.loadFailed}
          extra={
            <Button type="primary" onClick={() => void store().loadPage(1)}>
              {t.retry}
            </Button>
          }
        />
      ) : (
        <Table<DeviceRow>
          rowKey="id"
          size="small"
          sticky={{ offsetHeader: HEADER_OFFSET }}
          scroll={{ x: 1080 }}
          loading={status !== 'idle' || !loaded}
          columns={columns}
          dataSource={list}
          locale={{ emptyText }}
          onChange={onTableChange}
          rowSelection={{
            selectedRowKeys: selectedKeys,
            preserveSelectedRowKeys: true,
            onChange: (keys) => store().setSelected(keys.map(Number)),
          }}
          pagination={{
            current: Math.max(1, pagination.page),
            pageSize: request.limit,
            total: pagination.totalCount,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: t.showTotal,
          }}
        />
      )}

      <ActionModal
        open={picker}
        count={count}
        pending={actions.pending}
        onSubmit={(a) => void onPicked(a)}
        onClose={() => setPicker(null)}
      />
      <DetailDrawer row={detail} showMember={operator} onClose={() => setDetail(null)} />
    </div>
  );
}
