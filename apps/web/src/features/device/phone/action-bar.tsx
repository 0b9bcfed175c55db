import { Button } from 'antd-mobile';
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
    <div className={styles.actionBar} role="toolbar" aria-label={t.selected(count)}>
      <div className={styles.barHead}>
        <span className={styles.barCount}>{t.selected(count)}</span>
        <Button
          size="mini"
          fill="none"
          color="primary"
          onClick={() => (allLoadedSelected ? store().clearSelection() : store().selectVisible())}
        >
          {allLoadedSelected ? t.unselectVisible : t.selectVisible}
        </Button>
      </div>
      {allLoadedSelected && totalCount > list.length ? (
        <div className={styles.barBanner}>
          {selectAll ? (
            <span>{t.allSelected(totalCount)}</span>
          ) : (
            <>
              <span>{t.selectedPage(list.length)}</span>
              <button type="button" className={styles.linkButton} onClick={() => store().setSelectAll(true)}>
                {t.selectAllMatching(totalCount)}
              </button>
            </>
          )}
        </div>
      ) : null}
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
    </div>
  );
}
