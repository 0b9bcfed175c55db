import type { PartnerRoom } from '@nodebao/contract';
import { Button, Empty, Input, Progress, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { AntdScope } from '@/app/antd-scope';
import { PagedTable, ToolbarTail } from '@/components/desktop-list';
import { formatDate, ispText } from '@/lib/format';
import { supermanText } from '@/locales/zh-CN/superman';
import { useHezuoPage } from '../api/get-hezuo-list';
import { useHezuoFilter } from '../hooks/use-hezuo-filter';
import { bandwidthText, isFiltered, onlinePercent, regionText } from '../lib/hezuo';
import styles from './desktop.module.css';

const t = supermanText.hezuo;
const c = supermanText.common;
const PAGE_SIZES = [20, 50, 100];

/** /superman/hezuo-list on desktops: filters above a paged antd table. */
export default function HezuoListDesktop() {
  return (
    <AntdScope>
      <HezuoTable />
    </AntdScope>
  );
}

const columns: TableColumnsType<PartnerRoom> = [
  {
    title: t.columns.name,
    dataIndex: 'name',
    key: 'name',
    ellipsis: { showTitle: true },
    render: (name: string) => <span className={styles.strong}>{name}</span>,
  },
  {
    title: t.columns.owner,
    key: 'owner',
    width: 150,
    render: (_: unknown, room) => (
      <div className={styles.stack}>
        <span className={styles.num}>{room.owner_mobile}</span>
        {room.owner_nickname ? <span className={styles.small}>{room.owner_nickname}</span> : null}
      </div>
    ),
  },
  {
    title: t.columns.region,
    dataIndex: 'region',
    key: 'region',
    width: 170,
    ellipsis: { showTitle: true },
    render: (region: string) => regionText(region) || <span className={styles.muted}>{t.noRegion}</span>,
  },
  {
    title: t.columns.address,
    dataIndex: 'address',
    key: 'address',
    ellipsis: { showTitle: true },
    render: (address: string) => address || <span className={styles.muted}>{t.noAddress}</span>,
  },
  {
    title: t.columns.isp,
    dataIndex: 'isp',
    key: 'isp',
    width: 80,
    render: (isp: PartnerRoom['isp']) =>
      isp ? <Tag color="blue">{ispText(isp)}</Tag> : <span className={styles.muted}>{c.none}</span>,
  },
  {
    title: t.columns.bandwidth,
    dataIndex: 'bandwidth_mbps',
    key: 'bandwidth',
    width: 100,
    align: 'right',
    render: (mbps: number) => <span className={styles.num}>{bandwidthText(mbps)}</span>,
  },
  {
    title: t.columns.cabinets,
    dataIndex: 'cabinet_count',
    key: 'cabinets',
    width: 70,
    align: 'right',
    render: (n: number) => <span className={styles.num}>{n}</span>,
  },
  {
    title: t.columns.devices,
    key: 'devices',
    width: 150,
    render: (_: unknown, room) => (
      <div className={styles.online}>
        <span className={styles.num}>
          {room.online_count} / {room.device_count}
        </span>
        {room.device_count > 0 ? (
          <Progress percent={onlinePercent(room)} size="small" showInfo={false} status="normal" />
        ) : null}
      </div>
    ),
  },
  {
    title: t.columns.createdAt,
    dataIndex: 'created_at',
    key: 'created_at',
    width: 110,
    render: (at: string) => <span className={styles.num}>{formatDate(at)}</span>,
  },
];

function HezuoTable() {
  // Search, province and page live in the address: a refresh or a shared link keeps them.
  const { address, filter, input, setInput, province, districts, provinces, clearFilters } =
    useHezuoFilter(PAGE_SIZES);
  const { page, pageSize } = address;
  const rooms = useHezuoPage(filter, page, pageSize);

  const empty = isFiltered(filter) ? (
    <Empty description={t.noMatch}>
      <Button onClick={clearFilters}>{t.clearFilters}</Button>
    </Empty>
  ) : (
    <Empty description={t.empty}>
      <Typography.Text type="secondary">{t.emptyHint}</Typography.Text>
    </Empty>
  );

  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={t.searchPlaceholder}
          maxLength={32}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onSearch={setInput}
        />
        <Select<string>
          className={styles.province}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t.allProvinces}
          value={province ?? undefined}
          onChange={(code) => address.setParam('province', code ?? null)}
          loading={districts.isPending}
          status={districts.isError ? 'warning' : undefined}
          notFoundContent={districts.isError ? t.provincesFailed : undefined}
          onOpenChange={(open) => {
            if (open && districts.isError) void districts.refetch();
          }}
          options={provinces.map((p) => ({ value: p.code, label: p.name }))}
        />
        <ToolbarTail query={rooms} count={t.matching} refreshText={c.refresh} />
      </div>
      <PagedTable<PartnerRoom>
        query={rooms}
        text={{ ...c, loadFailed: t.loadFailed }}
        columns={columns}
        empty={empty}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={address.setPager}
      />
    </div>
  );
}
