import { CheckList, Dropdown, type DropdownRef } from 'antd-mobile';
import { createContext, useContext, useRef, type ReactNode } from 'react';
import styles from './phone-list.module.css';

/** Closes the drop-down, brings the list back to its top (a new list starts there, counts in view)
 * and applies a choice. */
const PickContext = createContext<(apply?: () => void) => void>(() => {});

/**
 * A phone list's filters under its search box: antd-mobile's Dropdown, whose children must be its
 * own `Dropdown.Item`s. Inside an item, `FilterChoices` (or `useFilterPick` for a list of its own)
 * applies a pick and closes the drop-down.
 */
export function FilterDropdown({ children }: { children: ReactNode }) {
  const ref = useRef<DropdownRef>(null);
  function pick(apply?: () => void) {
    ref.current?.close();
    if (!apply) return;
    window.scrollTo({ top: 0 });
    apply();
  }
  return (
    <PickContext value={pick}>
      <Dropdown ref={ref} className={styles.dropdown}>
        {children}
      </Dropdown>
    </PickContext>
  );
}

/** The drop-down's pick: `pick(apply)` closes it, scrolls to the top and applies; `pick()` only closes. */
export function useFilterPick() {
  return useContext(PickContext);
}

type FilterChoicesProps<V extends string> = {
  value: V;
  choices: ReadonlyArray<{ value: V; label: ReactNode }>;
  onPick: (value: V) => void;
  /** Long lists (tags) scroll inside the drop-down. */
  scroll?: boolean;
};

/** One choice of a drop-down; tapping the chosen one again only closes it. */
export function FilterChoices<V extends string>({ value, choices, onPick, scroll }: FilterChoicesProps<V>) {
  const pick = useFilterPick();
  return (
    <CheckList
      className={scroll ? styles.dropdownList : undefined}
      value={[value]}
      onChange={(values) => {
        const next = values[0] as V | undefined;
        pick(next === undefined ? undefined : () => onPick(next));
      }}
    >
      {choices.map((choice) => (
        <CheckList.Item key={choice.value} value={choice.value}>
          {choice.label}
        </CheckList.Item>
      ))}
    </CheckList>
  );
}
