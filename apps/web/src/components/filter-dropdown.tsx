import { CheckList, Dropdown, type DropdownRef } from 'antd-mobile';
import { createContext, useContext, useRef, type ReactNode } from 'react';
import { ChoicesLoad, type ChoicesQuery } from './choices-load';
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

type OptionalChoiceProps<V extends string> = {
  /** The item's key among the drop-down's items. */
  name: string;
  /** The item's title while nothing is chosen. */
  title: string;
  /** The choice made, or null for 全部. */
  value: V | null;
  /** 'all' first, then the values. */
  options: ReadonlyArray<V | 'all'>;
  labels: Record<V | 'all', string>;
  onPick: (value: V | null) => void;
};

/**
 * A drop-down item of fixed choices and 全部 (status, say): titled by the choice and highlighted while
 * one is made. A function, not a component: antd-mobile's Dropdown reads its items' own props.
 */
export function optionalChoiceItem<V extends string>({
  name,
  title,
  value,
  options,
  labels,
  onPick,
}: OptionalChoiceProps<V>) {
  return (
    <Dropdown.Item key={name} title={value ? labels[value] : title} highlight={value !== null}>
      <FilterChoices<V | 'all'>
        value={value ?? 'all'}
        choices={options.map((option) => ({ value: option, label: labels[option] }))}
        onPick={(next) => onPick(next === 'all' ? null : next)}
      />
    </Dropdown.Item>
  );
}

type TagChoiceProps = {
  /** The tags' call (its loading and failure), and the tags once in. */
  query: ChoicesQuery;
  tags: ReadonlyArray<{ id: number; name: string }> | undefined;
  /** The chosen tag's id, 0 for every tag. */
  value: number;
  title: string;
  allLabel: string;
  failedText: string;
  retryText: string;
  onPick: (tagId: number) => void;
};

/** The tag drop-down item of a phone list (devices, members): every tag, or one. A function, as above. */
export function tagChoiceItem({
  query,
  tags,
  value,
  title,
  allLabel,
  failedText,
  retryText,
  onPick,
}: TagChoiceProps) {
  const chosen = tags?.find((tag) => tag.id === value)?.name;
  return (
    <Dropdown.Item key="tag" title={chosen ?? title} highlight={value !== 0}>
      <ChoicesLoad query={query} failedText={failedText} retryText={retryText}>
        <FilterChoices
          scroll
          value={String(value)}
          choices={[
            { value: '0', label: allLabel },
            ...(tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
          ]}
          onPick={(next) => onPick(Number(next))}
        />
      </ChoicesLoad>
    </Dropdown.Item>
  );
}
