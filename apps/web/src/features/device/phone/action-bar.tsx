import { Button } from 'antd-mobile';
import { SelectionBar } from '@/components/selection-bar';
import { deviceText as t } from '@/locales/zh-CN/device';
import type { BulkActionSpec } from '../hooks/use-device-actions';
import { useDeviceStore } from '../store';
import styles from './phone.module.css';

type ActionBarProps = {
  actions: BulkActionSpec[];
  pending: boolean;
  onAction: (action: BulkActionSpec) => void;
};

/**
 * The bottom bar of the selection mode, above the tab bar where a thumb reaches: the count, 全选 of
 * the loaded rows (then "all N, loaded or not"), and the bulk actions.
 */
export function ActionBar({ actions, pending, onAction }: ActionBarProps) {
  const list = useDeviceStore((s) => s.list);
  const selectedIds = useDeviceStore((s) => s.selectedIds);
  const selectAll = useDeviceStore((s) => s.selectAll);
  const totalCount = useDeviceStore((s) => s.pagination.totalCount);
  const count = selectAll ? totalCount : selectedIds.length;
  const selected = new Set(selectedIds);
  const allLoadedSelected = list.length > 0 && (selectAll || list.every((r) => selected.has(r.id)));
  const store = useDeviceStore.getState;

  return (
    <SelectionBar
      className={styles.actionBar}
      count={count}
      countText={t.selected}
      allLoadedSelected={allLoadedSelected}
      tickText={t.selectVisible}
      untickText={t.unselectVisible}
      onToggleLoaded={() => (allLoadedSelected ? store().clearSelection() : store().selectVisible())}
      matching={{
        loaded: list.length,
        total: totalCount,
        all: selectAll,
        onSelectAll: () => store().setSelectAll(true),
        text: t,
      }}
    >
      <div className={styles.barGrid}>
        {actions.map((action) => (
          <Button
            key={action.kind}
            size="small"
            fill="solid"
            color={action.danger ? 'danger' : 'default'}
            disabled={count === 0 || pending}
            onClick={() => onAction(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </SelectionBar>
  );
}
