import { formatYuan } from '@nodebao/contract/money';
import { App, Button, Empty, Input, Result, Space, Table, type TableColumnType, type TableProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusinessError } from '@/lib/request';
import { appText } from '@/locales/zh-CN/app';
import styles from './desktop-table.module.css';

/** A page of a list query as the desktop tables read it. */
type PageQuery<T> = {
  data?: { list: T[]; pages: { pageSize: number; totalCount: number; pageCount: number } };
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** A react-query result (`refetch`) or lib/list's paged list (`retry`). */
type FailedQuery = { error: unknown; isFetching: boolean; refetch?: () => unknown; retry?: () => unknown };

/**
 * A load that failed with nothing to show, on desktops: the server's refusal in words (network errors
 * are English, so a hint instead) and a retry.
 */
export function LoadFailedResult({ query, title }: { query: FailedQuery; title?: string }) {
  const { list } = appText;
  const message = query.error instanceof BusinessError && query.error.message;
  return (
    <Result
      status="warning"
      title={title ?? list.loadFailed}
      subTitle={message || list.loadFailedHint}
      extra={
        <Button
          type="primary"
          loading={query.isFetching}
          onClick={() => void (query.retry ?? query.refetch)?.()}
        >
          {list.retry}
        </Button>
      }
    />
  );
}

type ToolbarTailProps = {
  query: Pick<PageQuery<unknown>, 'data' | 'isFetching' | 'refetch'>;
  /** How many rows match (shown from the first page on). */
  count: (n: number) => ReactNode;
  refreshText: string;
};

/** The end of a table's toolbar: how many rows match, and the refresh button pushed to the right. */
export function ToolbarTail({ query, count, refreshText }: ToolbarTailProps) {
  return (
    <>
      <span className={styles.counts}>{query.data ? count(query.data.pages.totalCount) : null}</span>
      <Button className={styles.push} loading={query.isFetching} onClick={() => void query.refetch()}>
        {refreshText}
      </Button>
    </>
  );
}

type ListText = { loadFailed: string; total: (n: number) => ReactNode };

type PagedTableProps<T> = Omit<TableProps<T>, 'loading' | 'dataSource' | 'locale' | 'pagination'> & {
  query: PageQuery<T>;
  /** The feature's words where they differ from every list's (appText.list). */
  text?: Partial<ListText>;
  /** What an empty page says (a blank box of the same height while the first page loads). */
  empty: ReactNode;
  page: number;
  /** The page size chosen here; else the server's. */
  pageSize?: number;
  /** The sizes one may choose; without them the size is the server's. */
  pageSizes?: number[];
  onPage: (page: number, pageSize: number) => void;
};

/**
 * A paged antd table of one list query: the server's refusal (or a hint) and a retry when nothing
 * loaded, else the rows with their pager.
 */
export function PagedTable<T extends object>({
  query,
  text: own,
  empty,
  page,
  pageSize,
  pageSizes,
  onPage,
  ...table
}: PagedTableProps<T>) {
  const text: ListText = { loadFailed: appText.list.loadFailed, total: appText.list.total, ...own };
  const data = query.data;
  const beyondEnd = data !== undefined && data.list.length === 0 && page > 1 && !query.isFetching;
  const lastPage = Math.max(1, data?.pages.pageCount ?? 1);
  useEffect(() => {
    // Deleting the last row of the last page leaves an empty page: show the one before.
    if (beyondEnd) onPage(lastPage, pageSize ?? data?.pages.pageSize ?? 20);
  });
  if (query.error && !query.data) return <LoadFailedResult query={query} title={text.loadFailed} />;
  return (
    <Table<T>
      rowKey="id"
      size="small"
      tableLayout="fixed"
      {...table}
      loading={query.isPending || query.isPlaceholderData}
      dataSource={query.data?.list ?? []}
      locale={{ emptyText: query.data ? empty : <div className={styles.emptyLoading} /> }}
      pagination={{
        current: page,
        pageSize: pageSize ?? query.data?.pages.pageSize ?? 20,
        total: query.data?.pages.totalCount ?? 0,
        ...(pageSizes ? { pageSizeOptions: pageSizes } : {}),
        showSizeChanger: pageSizes !== undefined,
        showTotal: text.total,
        onChange: onPage,
      }}
    />
  );
}

type TableSearchProps = {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** Enter or the search button (where the search waits for them instead of following the typing). */
  onSearch?: (value: string) => void;
};

/** The search box that opens a table's toolbar, named by its placeholder. */
export function TableSearch({ value, placeholder, onChange, onSearch }: TableSearchProps) {
  return (
    <Input.Search
      className={styles.search}
      allowClear
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onSearch={onSearch}
      aria-label={placeholder}
    />
  );
}

type ListTableProps<T> = Omit<PagedTableProps<T>, 'empty'> & {
  /** Above the toolbar: what the list belongs to (a room's heading). */
  head?: ReactNode;
  /** The search box opening the toolbar. */
  search?: TableSearchProps;
  /** Filters and counts after the search. */
  tools?: ReactNode;
  /** The add button at the toolbar's end, again as the empty list's call to action: a page or a dialog. */
  add: { text: string } & ({ to: string } | { onAdd: () => void });
  /** Between the toolbar and the table: the bulk-action bar. */
  bar?: ReactNode;
  /** What the empty list says (TableEmpty, with the add button as its action). */
  empty: Omit<TableEmptyProps, 'action'>;
  /** The dialogs the rows open. */
  children?: ReactNode;
};

/**
 * Every list page on desktops (members, tags, rooms, cabinets): the white frame, a toolbar with the
 * search, the list's filters and its add button, an optional bulk bar, and the paged table whose empty
 * state offers the same add.
 */
export function ListTable<T extends object>({
  head,
  search,
  tools,
  add,
  bar,
  empty,
  children,
  ...table
}: ListTableProps<T>) {
  const navigate = useNavigate();
  const onAdd = 'to' in add ? () => void navigate(add.to) : add.onAdd;
  return (
    <div className={styles.view}>
      {head}
      <div className={styles.toolbar}>
        {search ? <TableSearch {...search} /> : null}
        {tools}
        {'to' in add ? (
          <Link to={add.to} className={styles.push}>
            <Button type="primary">{add.text}</Button>
          </Link>
        ) : (
          <Button type="primary" className={styles.push} onClick={onAdd}>
            {add.text}
          </Button>
        )}
      </div>
      {bar}
      <PagedTable<T>
        tableLayout="auto"
        {...table}
        empty={
          <TableEmpty
            {...empty}
            action={
              <Button type="primary" onClick={onAdd}>
                {add.text}
              </Button>
            }
          />
        }
      />
      {children}
    </div>
  );
}

/** lib/list's paged list (`usePagedList`, a list call's `useScroll`) as an appended table reads it. */
type MoreList<T> = FailedQuery & {
  list: T[];
  isPending: boolean;
  hasMore: boolean;
  isFetchingNextPage: boolean;
  loadMore: () => Promise<void>;
};

type MoreTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'locale' | 'pagination'> & {
  list: MoreList<T>;
  empty: ReactNode;
  /** Beside the button: the list's count. */
  count?: ReactNode;
  /** Where the button was once every page is in (没有更多了). */
  end?: ReactNode;
};

/**
 * An antd table whose rows are appended by 加载更多 instead of paged (a money record, a day's devices):
 * the refusal and a retry when nothing loaded, else the rows and, under them, the button while pages
 * remain. A page that fails is said in a message; the button stays for another try.
 */
export function MoreTable<T extends object>({
  list,
  empty,
  count,
  end,
  loading,
  ...table
}: MoreTableProps<T>) {
  const { message } = App.useApp();
  if (list.error) return <LoadFailedResult query={list} />;
  return (
    <>
      <Table<T>
        size="middle"
        pagination={false}
        {...table}
        dataSource={list.list}
        loading={loading ?? list.isPending}
        locale={{ emptyText: empty }}
      />
      {list.list.length > 0 ? (
        <div className={styles.more}>
          {count}
          {list.hasMore ? (
            <Button
              loading={list.isFetchingNextPage}
              onClick={() => void list.loadMore().catch(() => message.error(appText.list.loadMoreFailed))}
            >
              {appText.loadMore}
            </Button>
          ) : (
            end
          )}
        </div>
      ) : null}
    </>
  );
}

type TableEmptyProps = {
  /** A filter or search is on: "no match", with the button that clears it. */
  filtered?: boolean;
  title: string;
  hint?: ReactNode;
  /** The first-use call to action (添加…). */
  action?: ReactNode;
  noMatchTitle?: string;
  clearText?: string;
  onClear?: () => void;
};

/**
 * A filtered list's empty words, as every list's locale spells them (`empty`, `emptyHint`, `noMatch`),
 * with whether a filter is on and how to clear it.
 */
export function filteredEmpty(
  text: { empty: string; emptyHint?: string; noMatch: string },
  filter: { filtered: boolean; clearText: string; onClear: () => void },
): Omit<TableEmptyProps, 'action'> {
  return { title: text.empty, hint: text.emptyHint, noMatchTitle: text.noMatch, ...filter };
}

/** What an empty table says: no match for the filter (and 清除筛选), or what the list is for. */
export function TableEmpty({
  filtered,
  title,
  hint,
  action,
  noMatchTitle,
  clearText,
  onClear,
}: TableEmptyProps) {
  if (filtered) {
    return (
      <Empty description={noMatchTitle ?? title}>
        {onClear ? <Button onClick={onClear}>{clearText}</Button> : null}
      </Empty>
    );
  }
  return (
    <Empty description={title}>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      {action}
    </Empty>
  );
}

type ReviewButtonsProps = {
  /** Another action is under way: no second one meanwhile. */
  locked: boolean;
  /** This row's approval is under way. */
  approving: boolean;
  approveText: string;
  rejectText: string;
  onApprove: () => void;
  onReject: () => void;
};

/** The actions cell of a row awaiting review: approve (primary) and reject. */
export function ReviewButtons({
  locked,
  approving,
  approveText,
  rejectText,
  onApprove,
  onReject,
}: ReviewButtonsProps) {
  return (
    <Space size={4}>
      <Button type="primary" size="small" disabled={locked} loading={approving} onClick={onApprove}>
        {approveText}
      </Button>
      <Button danger size="small" disabled={locked} onClick={onReject}>
        {rejectText}
      </Button>
    </Space>
  );
}

/** A money column: fen shown as yuan, right-aligned in tabular figures (bold for the sum itself). */
export function yuanColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  { key = dataIndex, width, strong = false }: { key?: string; width: number; strong?: boolean },
): TableColumnType<T> {
  const className = strong ? `${styles.num} ${styles.strong}` : styles.num;
  return {
    title,
    dataIndex,
    key,
    width,
    align: 'right',
    render: (fen: number) => <span className={className}>{formatYuan(fen)}</span>,
  };
}
