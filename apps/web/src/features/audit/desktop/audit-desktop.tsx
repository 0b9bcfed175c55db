import type { AuditEvent } from '@nodebao/contract';
import { AUDITED_OBJECTS } from '../lib/labels';
import { Button, DatePicker, Empty, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { AntdScope } from '@/app/antd-scope';
import { PagedTable, ToolbarTail } from '@/components/desktop-list';
import { useSearchBox } from '@/lib/list/use-search-box';
import { beijingToday } from '@/lib/time';
import { auditText } from '@/locales/zh-CN/audit';
import { useAuditPage } from '../api/get-audit-list';
import { useAuditView } from '../hooks/use-audit-view';
import { ChangeList } from '../components/change-list';
import { actionText, atText, objectLabel, roleLabel } from '../lib/event';
import { isActorValid, isFiltered, isMemberIdValid } from '../lib/filter';
import styles from './desktop.module.css';

const t = auditText;
const f = auditText.filters;
const PAGE_SIZES = [20, 50, 100];
const ROLE_COLORS: Record<AuditEvent['actor_role'], string> = {
  staff: 'volcano',
  operator: 'blue',
  member: 'default',
};
const OPERATION_COLORS: Record<AuditEvent['operation'], string> = {
  insert: 'green',
  update: 'gold',
  delete: 'red',
};
const OBJECT_OPTIONS = Object.entries(AUDITED_OBJECTS).map(([value, label]) => ({ value, label }));

/** /manage/audit on desktops: the filters above a paged table of the trail, and 导出 Excel. */
export default function AuditDesktop() {
  return (
    <AntdScope>
      <AuditTable />
    </AntdScope>
  );
}

const columns: TableColumnsType<AuditEvent> = [
  {
    title: t.columns.at,
    dataIndex: 'at',
    key: 'at',
    width: 160,
    render: (at: string) => (
      <time className={styles.num} dateTime={at}>
        {atText(at)}
      </time>
    ),
  },
  {
    title: t.columns.actor,
    key: 'actor',
    width: 140,
    render: (_: unknown, event) => (
      <div className={styles.stack}>
        <span className={styles.num}>{event.actor_mobile}</span>
        <span>
          {event.actor_name ? <span className={styles.small}>{event.actor_name} </span> : null}
          <Tag color={ROLE_COLORS[event.actor_role]}>{roleLabel(event.actor_role)}</Tag>
        </span>
      </div>
    ),
  },
  {
    title: t.columns.action,
    key: 'action',
    width: 210,
    render: (_: unknown, event) => (
      <div className={styles.stack}>
        <span>{actionText(event)}</span>
        {event.action ? <span className={styles.call}>{event.call}</span> : null}
      </div>
    ),
  },
  {
    title: t.columns.object,
    key: 'object',
    width: 120,
    render: (_: unknown, event) => (
      <div className={styles.stack}>
        <span>
          {objectLabel(event.object)} <span className={styles.num}>{t.objectId(event.object_id)}</span>
        </span>
        <span>
          <Tag color={OPERATION_COLORS[event.operation]}>{t.operations[event.operation]}</Tag>
        </span>
      </div>
    ),
  },
  {
    title: t.columns.changes,
    key: 'changes',
    render: (_: unknown, event) => <ChangeList event={event} />,
  },
  {
    title: t.columns.ip,
    dataIndex: 'ip',
    key: 'ip',
    width: 110,
    render: (ip: string | null) => <span className={styles.mono}>{ip ?? t.empty}</span>,
  },
  {
    title: t.columns.requestId,
    dataIndex: 'request_id',
    key: 'request_id',
    width: 110,
    render: (id: string | null) =>
      id ? (
        <Typography.Text
          className={styles.mono}
          ellipsis={{ tooltip: id }}
          copyable={{ text: id, tooltips: [t.copy, t.copied] }}
        >
          {id}
        </Typography.Text>
      ) : (
        <span className={styles.muted}>{t.empty}</span>
      ),
  },
];

type FilterInputProps = {
  value: string;
  placeholder: string;
  className: string | undefined;
  maxLength: number;
  onCommit: (value: string) => void;
  /** What a value the server would refuse shows as (a mobile still being typed). */
  invalid?: { test: (text: string) => boolean; message: string };
};

/** A text filter: what is typed shows at once and goes to the address 400 ms after the last key. */
function FilterInput({ value, placeholder, className, maxLength, onCommit, invalid }: FilterInputProps) {
  const [text, setText] = useSearchBox(value, onCommit);
  const bad = invalid !== undefined && text.trim() !== '' && !invalid.test(text);
  return (
    <Input
      className={className}
      allowClear
      placeholder={placeholder}
      aria-label={placeholder}
      maxLength={maxLength}
      value={text}
      status={bad ? 'error' : undefined}
      title={bad ? invalid.message : undefined}
      onChange={(e) => setText(e.target.value)}
    />
  );
}

function AuditTable() {
  const view = useAuditView(PAGE_SIZES);
  const { address, filter, setFilter, actions, actionOptions } = view;
  const { page, pageSize } = address;
  const rows = useAuditPage(filter, page, pageSize);
  const today = beijingToday();
  const filtered = isFiltered(filter);

  const empty = filtered ? (
    <Empty description={t.list.noMatch}>
      <Button onClick={view.clearFilters}>{t.list.clearFilters}</Button>
    </Empty>
  ) : (
    <Empty description={t.list.empty}>
      <Typography.Text type="secondary">{t.list.emptyHint}</Typography.Text>
    </Empty>
  );

  return (
    <div className={styles.view}>
      <p className={styles.intro}>{t.intro}</p>
      <div className={styles.toolbar}>
        <FilterInput
          className={styles.actor}
          placeholder={f.actorPlaceholder}
          maxLength={11}
          value={filter.actor}
          onCommit={(actor) => setFilter({ actor })}
          invalid={{ test: isActorValid, message: f.actorInvalid }}
        />
        <FilterInput
          className={styles.id}
          placeholder={f.memberPlaceholder}
          maxLength={10}
          value={filter.member_id}
          onCommit={(member_id) => setFilter({ member_id })}
          invalid={{ test: isMemberIdValid, message: f.memberInvalid }}
        />
        <Select<string>
          className={styles.object}
          allowClear
          placeholder={f.allObjects}
          aria-label={f.object}
          value={filter.object || undefined}
          onChange={(object) => setFilter({ object: object ?? '' })}
          options={OBJECT_OPTIONS}
        />
        <FilterInput
          className={styles.id}
          placeholder={f.objectIdPlaceholder}
          maxLength={64}
          value={filter.object_id}
          onCommit={(object_id) => setFilter({ object_id })}
        />
        <Select<string>
          className={styles.action}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={f.allActions}
          aria-label={f.action}
          value={filter.action || undefined}
          onChange={(action) => setFilter({ action: action ?? '' })}
          loading={actions.isPending}
          status={actions.isError ? 'warning' : undefined}
          notFoundContent={actions.isError ? f.actionsFailed : undefined}
          onOpenChange={(open) => {
            if (open && actions.isError) void actions.refetch();
          }}
          options={actionOptions.map(({ value, label, call }) => ({ value, label, title: call }))}
        />
        <DatePicker.RangePicker
          value={filter.start && filter.end ? [dayjs(filter.start), dayjs(filter.end)] : null}
          disabledDate={(d) => d.format('YYYY-MM-DD') > today}
          onChange={(values) =>
            setFilter({
              start: values?.[0]?.format('YYYY-MM-DD') ?? '',
              end: values?.[1]?.format('YYYY-MM-DD') ?? '',
            })
          }
          aria-label={f.dates}
        />
        {filtered ? <Button onClick={view.clearFilters}>{t.list.clearFilters}</Button> : null}
        <Button type="primary" loading={view.exporting} onClick={() => void view.exportRows()}>
          {t.export.button}
        </Button>
        <ToolbarTail query={rows} count={t.total} refreshText={t.refresh} />
      </div>
      <PagedTable<AuditEvent>
        query={rows}
        text={{ loadFailed: t.loadFailed }}
        columns={columns}
        scroll={{ x: 1100 }}
        empty={empty}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={address.setPager}
      />
    </div>
  );
}
