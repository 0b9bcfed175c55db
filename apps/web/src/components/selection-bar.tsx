import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './phone-list.module.css';

type SelectionBarProps = {
  /** The feature's bar (where it sits: above the tab bar, or at the bottom). */
  className?: string;
  /** How many are ticked, and its words (已选 N 台). */
  count: number;
  countText: (n: number) => string;
  /** Every loaded row is ticked: the head's button unticks them, else it ticks them. */
  allLoadedSelected: boolean;
  tickText: string;
  untickText: string;
  onToggleLoaded: () => void;
  /** Ticking beyond the loaded rows (a list of devices): every match, loaded or not. */
  matching?: {
    loaded: number;
    total: number;
    all: boolean;
    onSelectAll: () => void;
    text: {
      allSelected: (n: number) => string;
      selectedPage: (n: number) => string;
      selectAllMatching: (n: number) => string;
    };
  };
  /** The bulk actions. */
  children: ReactNode;
};

/**
 * The bottom bar of a phone list's selection mode: the count, 全选 of the loaded rows (then, where the
 * list offers it, "all N, loaded or not"), and the bulk actions.
 */
export function SelectionBar({
  className,
  count,
  countText,
  allLoadedSelected,
  tickText,
  untickText,
  onToggleLoaded,
  matching,
  children,
}: SelectionBarProps) {
  return (
    <div className={className} role="toolbar" aria-label={countText(count)}>
      <div className={styles.barHead}>
        <span className={styles.barCount}>{countText(count)}</span>
        <Button size="mini" fill="none" color="primary" onClick={onToggleLoaded}>
          {allLoadedSelected ? untickText : tickText}
        </Button>
      </div>
      {matching && allLoadedSelected && matching.total > matching.loaded ? (
        <div className={styles.barBanner}>
          {matching.all ? (
            <span>{matching.text.allSelected(matching.total)}</span>
          ) : (
            <>
              <span>{matching.text.selectedPage(matching.loaded)}</span>
              <button type="button" className={styles.linkButton} onClick={matching.onSelectAll}>
                {matching.text.selectAllMatching(matching.total)}
              </button>
            </>
          )}
        </div>
      ) : null}
      {children}
    </div>
  );
}
