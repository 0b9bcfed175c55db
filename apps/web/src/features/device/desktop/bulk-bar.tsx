import { Alert, Button, Flex, Typography } from 'antd';
import { deviceText as t } from '@/locales/zh-CN/device';
import type { BulkActionSpec } from '../hooks/use-device-actions';
import { useDeviceStore } from '../store';
import table from '@/components/desktop-table.module.css';

type BulkBarProps = {
  actions: BulkActionSpec[];
  pending: boolean;
  onAction: (action: BulkActionSpec) => void;
};

/**
 * The bulk actions over the table, and the banner of SPEC's select-all: after the header checkbox
 * took this page, "select all N" extends the selection to every page (select_all + the filter).
 */
export function BulkBar({ actions, pending, onAction }: BulkBarProps) {
  const list = useDeviceStore((s) => s.list);
  const totalCount = useDeviceStore((s) => s.pagination.totalCount);
  const selectedIds = useDeviceStore((s) => s.selectedIds);
  const selectAll = useDeviceStore((s) => s.selectAll);
  const store = useDeviceStore.getState;
  const count = selectAll ? totalCount : selectedIds.length;
  const selected = new Set(selectedIds);
  const pageSelected = list.length > 0 && list.every((r) => selected.has(r.id));

  return (
    <>
      <div className={table.bulk} role="toolbar" aria-label={t.selected(count)}>
        <span className={count > 0 ? table.bulkCount : `${table.bulkCount} ${table.muted}`}>
          {t.selected(count)}
        </span>
        <Flex wrap gap={8}>
          {actions.map((action) => (
            <Button
              key={action.kind}
              size="small"
              autoInsertSpace={false}
              danger={action.danger}
              disabled={count === 0 || pending}
              onClick={() => onAction(action)}
            >
              {action.label}
            </Button>
          ))}
        </Flex>
        {count > 0 ? (
          <Button size="small" type="link" onClick={() => store().clearSelection()}>
            {t.clearSelection}
          </Button>
        ) : null}
      </div>

      {(pageSelected && totalCount > list.length) || selectAll ? (
        <Alert
          className={table.banner}
          type="info"
          title={
            selectAll ? (
              <>
                {t.allSelected(totalCount)}
                <Typography.Link className={table.bannerLink} onClick={() => store().clearSelection()}>
                  {t.clearSelection}
                </Typography.Link>
              </>
            ) : (
              <>
                {t.selectedPage(list.length)}
                <Typography.Link className={table.bannerLink} onClick={() => store().setSelectAll(true)}>
                  {t.selectAllPages(totalCount)}
                </Typography.Link>
              </>
            )
          }
        />
      ) : null}
    </>
  );
}
