import { Button, Checkbox, SearchBar } from 'antd-mobile';
import { InfiniteScroll } from '@/components/infinite-scroll';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { useLongPress } from '@/lib/use-long-press';
import { ListState, type ListStateProps } from '@/components/list-state';
import styles from './phone-list.module.css';
import { PullRefresh, toastRefreshFailed } from '@/components/pull-refresh';

/** A paged list for an infinite scroll, as lib/list's `usePagedList` returns it. */
export type ScrollList = {
  list: readonly unknown[];
  last?: { pages: { totalCount: number } };
  hasMore: boolean;
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  isRefetching: boolean;
  loadMore: () => Promise<void>;
  refresh: () => Promise<boolean>;
  retry: () => unknown;
};

type PhoneListProps = Omit<ListStateProps, 'query' | 'empty'> & {
  list: ScrollList;
  /** How many match, shown above the rows once the first page is in. */
  total?: (n: number) => ReactNode;
  /** The feature's classes: the count line and the rows' container (their spacing differs). */
  summaryClassName?: string;
  listClassName?: string;
  /** `ol` for records and queues (one `li` a row); `div` for lists of cards. */
  as?: 'ol' | 'ul' | 'div';
  /** Pull to refresh (phones); off where the same screen serves desktops. */
  pull?: boolean;
  /** Above the rows once there are rows (a table's header row, say). */
  head?: ReactNode;
  /** Above the count, inside the pull (figures the pull refreshes with `alsoRefresh`). */
  top?: ReactNode;
  /** What else a pull to refresh reads again (the screen's totals). */
  alsoRefresh?: () => Promise<unknown>;
};

/**
 * Every phone list: pull to refresh, how many match, the loading, failed, empty and no-match states
 * (ListState), the rows, and the next page as the list scrolls.
 */
export function PhoneList({
  list,
  total,
  summaryClassName,
  listClassName,
  as: Rows = 'ol',
  pull = true,
  head,
  top,
  alsoRefresh,
  children,
  ...states
}: PhoneListProps) {
  async function refresh() {
    const [done] = await Promise.all([list.refresh(), alsoRefresh?.()]);
    if (!done) toastRefreshFailed();
  }
  const body = (
    <>
      {top}
      {total && list.last ? (
        <div className={summaryClassName}>{total(list.last.pages.totalCount)}</div>
      ) : null}
      <ListState query={list} empty={list.list.length === 0} {...states}>
        <Rows className={listClassName} aria-busy={list.isRefetching}>
          {head}
          {children}
        </Rows>
        <InfiniteScroll hasMore={list.hasMore} loadMore={list.loadMore} />
      </ListState>
    </>
  );
  return pull ? <PullRefresh onRefresh={refresh}>{body}</PullRefresh> : body;
}

type ReviewButtonRowProps = {
  /** Another action is under way: no second one meanwhile. */
  locked: boolean;
  /** This card's approval is under way. */
  busy: boolean;
  approveText: string;
  rejectText: string;
  onApprove: () => void;
  onReject: () => void;
};

/** The foot of a card awaiting review: reject (outlined) and approve, side by side. */
export function ReviewButtonRow({
  locked,
  busy,
  approveText,
  rejectText,
  onApprove,
  onReject,
}: ReviewButtonRowProps) {
  return (
    <div className={styles.reviewActions}>
      <Button color="danger" fill="outline" disabled={locked} onClick={onReject}>
        {rejectText}
      </Button>
      <Button color="primary" disabled={locked} loading={busy} onClick={onApprove}>
        {approveText}
      </Button>
    </div>
  );
}

type SearchRowProps = {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** Beside the box (选择). */
  children?: ReactNode;
};

/** The search box atop a phone list, named by its placeholder. */
export function SearchRow({ value, placeholder, onChange, children }: SearchRowProps) {
  return (
    <div className={styles.searchRow}>
      <SearchBar
        className={styles.search}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        aria-label={placeholder}
      />
      {children}
    </div>
  );
}

/**
 * A filtered list's empty and no-match states, from its locale's words (`empty`, `emptyHint`,
 * `noMatch`, `noMatchHint`), with whether a filter is on and how to clear it (desktop tables:
 * `filteredEmpty` of desktop-list).
 */
export function filteredStates(
  text: { empty: string; emptyHint?: string; noMatch: string; noMatchHint?: string },
  filter: { filtered: boolean; clearText: string; onClear: () => void },
) {
  return {
    emptyTitle: text.empty,
    emptyHint: text.emptyHint,
    noMatchTitle: text.noMatch,
    noMatchHint: text.noMatchHint,
    filtered: filter.filtered,
    clearFiltersText: filter.clearText,
    onClearFilters: filter.onClear,
  } satisfies Partial<ListStateProps>;
}

/** What a list's add does: opens the add page, or (a cabinet) the sheet that adds. */
export type AddAction = { text: string; to: string } | { text: string; onClick: () => void };

/** The empty list's call to add: the primary button. */
function AddButton({ add }: { add: AddAction }) {
  if ('to' in add) {
    return (
      <Link to={add.to}>
        <Button color="primary">{add.text}</Button>
      </Link>
    );
  }
  return (
    <Button color="primary" onClick={add.onClick}>
      {add.text}
    </Button>
  );
}

type CardListProps = Omit<PhoneListProps, 'as' | 'listClassName' | 'emptyAction'> & {
  /** The empty list's call to add (again beside the count, drawn by the list's head). */
  add?: AddAction;
};

/** A phone list of cards (members, tags, devices, rooms, cabinets, install records), spaced alike. */
export function CardList({ add, ...list }: CardListProps) {
  return (
    <PhoneList
      as="div"
      listClassName={styles.list}
      emptyAction={add ? <AddButton add={add} /> : undefined}
      {...list}
    />
  );
}

/** The count line over a list of cards, with + 添加… at its end. */
export function ListSummary({ add, children }: { add: { text: string; to: string }; children: ReactNode }) {
  return (
    <div className={styles.summary}>
      <span>{children}</span>
      <Link className={styles.summaryLink} to={add.to}>
        + {add.text}
      </Link>
    </div>
  );
}

type SearchListProps = Omit<CardListProps, 'total' | 'top' | 'add'> & {
  search: Omit<SearchRowProps, 'children'>;
  /** Beside the search box (选择). */
  searchSide?: ReactNode;
  /** Under the search box, sticky with it. */
  filters?: ReactNode;
  /** How many match, and the add link at the summary's end (again as the empty list's action). */
  total: (n: number) => ReactNode;
  add: { text: string; to: string };
};

/**
 * A phone list of cards under a sticky search (members, tags): search and filters, the count with
 * + 添加…, and the cards in a PhoneList whose empty state offers the same add.
 */
export function SearchList({
  search,
  searchSide,
  filters,
  total,
  add,
  list,
  children,
  ...states
}: SearchListProps) {
  return (
    <>
      <div className={styles.top}>
        <SearchRow {...search}>{searchSide}</SearchRow>
        {filters}
      </div>
      <ListSummary add={add}>{list.last ? total(list.last.pages.totalCount) : '\u00a0'}</ListSummary>
      <CardList list={list} add={add} {...states}>
        {children}
      </CardList>
    </>
  );
}

type TapCardProps = {
  /** Ticking cards: a tap ticks this one (a checkbox) instead of opening it. */
  selecting?: boolean;
  checked?: boolean;
  /** A tap or Enter: open the card, or tick it while selecting. */
  onTap: () => void;
  /** A long press that starts selecting: its click afterwards is no tap. */
  longPress?: ReturnType<typeof useLongPress>;
  children: ReactNode;
};

/** A card of a phone list, opened by a tap or Enter; with a checkbox while selecting. */
export function TapCard({ selecting = false, checked = false, onTap, longPress, children }: TapCardProps) {
  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onTap();
  }
  return (
    <div
      className={checked ? `${styles.card} ${styles.cardChecked}` : styles.card}
      role={selecting ? 'checkbox' : 'button'}
      aria-checked={selecting ? checked : undefined}
      tabIndex={0}
      {...longPress?.handlers}
      onClick={() => {
        if (!longPress?.consumed()) onTap();
      }}
      onKeyDown={onKeyDown}
    >
      {selecting ? (
        <span className={styles.check} aria-hidden="true">
          <Checkbox checked={checked} />
        </span>
      ) : null}
      <div className={styles.cardBody}>{children}</div>
    </div>
  );
}
