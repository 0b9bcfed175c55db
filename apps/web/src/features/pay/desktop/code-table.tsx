import { Button, Segmented, Tag, type TableColumnsType } from 'antd';
import { PagedTable, TableEmpty } from '@/components/desktop-list';
import { usePageFor } from '@/lib/list/use-page-for';
import type { ActivationCode } from '@nodebao/contract';
import { formatDateTime } from '@/lib/format';
import { payText } from '@/locales/zh-CN/pay';
import { useCodePage } from '../api/get-codes';
import { useSearchChoice } from '../hooks/use-search-param';
import { CODE_FILTERS, countOf, type CodeFilter } from '../lib/codes';
import { copyColumn } from './copy-column';
import styles from './desktop.module.css';

const t = payText.codes;

/** 我的激活码 on desktops: filter with counts, one page at a time, each code copyable. */
export function CodeTable({ onBuy }: { onBuy: () => void }) {
  const [filter, setFilter] = useSearchChoice<CodeFilter>('status', CODE_FILTERS, 'all');
  const [page, setPage] = usePageFor(filter);
  const codes = useCodePage(filter, page);
  const counts = codes.data?.counts;

  const columns: TableColumnsType<ActivationCode> = [
    copyColumn(t.code, 'code', t.copied),
    { title: t.deviceType, dataIndex: 'device_type_name', key: 'type' },
    {
      title: t.status,
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (s: ActivationCode['status']) => (
        <Tag color={s === 'used' ? 'default' : 'success'}>{t.statusLabel[s]}</Tag>
      ),
    },
    {
      title: t.usedBy,
      dataIndex: 'used_device_sn',
      key: 'sn',
      render: (sn: string | null) =>
        sn ? (
          <span className={styles.mono}>{sn}</span>
        ) : (
          <span className={styles.muted}>{payText.common.none}</span>
        ),
    },
    {
      title: t.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 160,
      render: (at: string) => <span className={styles.num}>{formatDateTime(at)}</span>,
    },
    {
      title: t.usedAt,
      dataIndex: 'used_at',
      key: 'used_at',
      width: 160,
      render: (at: string | null) => <span className={styles.num}>{formatDateTime(at)}</span>,
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Segmented<CodeFilter>
          value={filter}
          onChange={setFilter}
          options={CODE_FILTERS.map((f) => {
            const n = countOf(counts, f);
            return { value: f, label: n === undefined ? t.counts[f] : t.countOf(t.counts[f], n) };
          })}
        />
      </div>
      <PagedTable<ActivationCode>
        query={codes}
        text={{ loadFailed: payText.common.loadFailed }}
        size="middle"
        tableLayout="auto"
        columns={columns}
        empty={
          <TableEmpty
            filtered={filter !== 'all'}
            title={t.empty}
            hint={t.emptyHint}
            action={
              <Button type="primary" onClick={onBuy}>
                {t.goBuy}
              </Button>
            }
            noMatchTitle={t.emptyFiltered(t.counts[filter])}
          />
        }
        page={page}
        onPage={setPage}
      />
    </>
  );
}
