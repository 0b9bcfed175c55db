import type { AuditEvent } from '@nodebao/contract';
import { AUDITED_OBJECTS } from '../lib/labels';
import { Button, CalendarPicker as AntdCalendarPicker, Input, List, Picker, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { memo, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { FilterChip } from '@/components/filter-chip';
import { openedOnce } from '@/components/opened-once';
import { PhoneList, filteredStates } from '@/components/phone-list';
import { PhoneSheet } from '@/components/phone-sheet';
import { pickerDate, pickerOldest, beijingToday } from '@/lib/time';
import { auditText } from '@/locales/zh-CN/audit';
import { useAuditScroll } from '../api/get-audit-list';
import { useAuditView, type AuditView } from '../hooks/use-audit-view';
import { ChangeList } from '../components/change-list';
import { actionText, actorText, atText, objectText, roleLabel } from '../lib/event';
import {
  isActorValid,
  isAuditedObject,
  isFiltered,
  isMemberIdValid,
  NO_FILTER,
  type AuditFilter,
} from '../lib/filter';
import styles from './phone.module.css';

const t = auditText;
const f = auditText.filters;
/** Drawn once first opened: closed, it would run its popup's springs on the page's first render. */
const CalendarPicker = openedOnce(AntdCalendarPicker);
const ROLE_COLORS: Record<AuditEvent['actor_role'], string> = {
  staff: 'danger',
  operator: 'primary',
  member: 'default',
};
const OBJECT_COLUMNS = [
  [
    { label: f.allObjects, value: '' },
    ...Object.entries(AUDITED_OBJECTS).map(([value, label]) => ({ label, value })),
  ],
];

/** /manage/audit on phones: the filters in a sheet (the chosen ones as chips), cards as they scroll. */
export default function AuditPhone() {
  const view = useAuditView();
  const { filter, setFilter } = view;
  const rows = useAuditScroll(filter);
  const [sheet, setSheet] = useState(false);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.bar}>
          <span className={styles.barTitle}>{t.intro}</span>
          <Button size="small" onClick={() => setSheet(true)}>
            {f.more(view.count)}
          </Button>
          <Button
            size="small"
            color="primary"
            loading={view.exporting}
            onClick={() => void view.exportRows()}
          >
            {t.export.button}
          </Button>
        </div>
        <ActiveChips view={view} onOpen={() => setSheet(true)} />
      </div>
      <PhoneList
        list={rows}
        total={t.total}
        summaryClassName={styles.summary}
        listClassName={styles.cards}
        skeletonLines={8}
        {...filteredStates(t.list, {
          filtered: isFiltered(filter),
          clearText: t.list.clearFilters,
          onClear: view.clearFilters,
        })}
      >
        {rows.list.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </PhoneList>
      <FilterSheet open={sheet} view={view} onClose={() => setSheet(false)} onApply={setFilter} />
    </div>
  );
}

/** The filters that narrow the list, each a chip that opens the sheet and clears on ×. */
function ActiveChips({ view, onOpen }: { view: AuditView; onOpen: () => void }) {
  const { filter, setFilter, actionOptions } = view;
  const chips: { key: string; label: string; value: string | null; clear: Partial<AuditFilter> }[] = [
    { key: 'actor', label: f.actor, value: filter.actor || null, clear: { actor: '' } },
    { key: 'member', label: f.member, value: filter.member_id || null, clear: { member_id: '' } },
    {
      key: 'object',
      label: f.object,
      value: isAuditedObject(filter.object) ? AUDITED_OBJECTS[filter.object] : null,
      clear: { object: '' },
    },
    { key: 'objectId', label: f.objectId, value: filter.object_id || null, clear: { object_id: '' } },
    {
      key: 'action',
      label: f.action,
      value: filter.action
        ? (actionOptions.find((o) => o.value === filter.action)?.label ?? filter.action)
        : null,
      clear: { action: '' },
    },
    {
      key: 'dates',
      label: f.dates,
      value: filter.start && filter.end ? f.rangeText(filter.start, filter.end) : null,
      clear: { start: '', end: '' },
    },
  ].filter((chip) => chip.value !== null);
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      {chips.map((chip) => (
        <FilterChip
          key={chip.key}
          label={chip.label}
          value={chip.value}
          placeholder={f.pick}
          onOpen={onOpen}
          onClear={() => setFilter(chip.clear)}
        />
      ))}
    </div>
  );
}

type FilterSheetProps = {
  open: boolean;
  view: AuditView;
  onClose: () => void;
  onApply: (filter: AuditFilter) => void;
};

/** Every filter in one sheet: typed and picked here, applied together by 确定. */
function FilterSheet({ open, view, onClose, onApply }: FilterSheetProps) {
  const [draft, setDraft] = useState<AuditFilter>(view.filter);
  const [picking, setPicking] = useState<'object' | 'action' | 'dates' | null>(null);
  const [opened, setOpened] = useState(false);
  // Each opening starts from the filters in force.
  if (open !== opened) {
    setOpened(open);
    if (open) setDraft(view.filter);
  }
  const set = (patch: Partial<AuditFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const actorBad = draft.actor.trim() !== '' && !isActorValid(draft.actor);
  const memberBad = draft.member_id.trim() !== '' && !isMemberIdValid(draft.member_id);
  const actionLabel = view.actionOptions.find((o) => o.value === draft.action)?.label ?? draft.action;

  return (
    <>
      <PhoneSheet
        open={open ? true : null}
        title={f.title}
        closeText={f.close}
        onClose={onClose}
        className={styles.sheet}
      >
        {() => (
          <>
            <List>
              <List.Item
                title={f.actor}
                description={actorBad ? <span className={styles.invalid}>{f.actorInvalid}</span> : null}
              >
                <Input
                  type="tel"
                  inputMode="numeric"
                  maxLength={11}
                  clearable
                  placeholder={f.actorPlaceholder}
                  aria-label={f.actor}
                  value={draft.actor}
                  onChange={(actor) => set({ actor })}
                />
              </List.Item>
              <List.Item
                title={f.member}
                description={memberBad ? <span className={styles.invalid}>{f.memberInvalid}</span> : null}
              >
                <Input
                  inputMode="numeric"
                  maxLength={10}
                  clearable
                  placeholder={f.memberPlaceholder}
                  aria-label={f.member}
                  value={draft.member_id}
                  onChange={(member_id) => set({ member_id })}
                />
              </List.Item>
              <List.Item
                arrow
                extra={isAuditedObject(draft.object) ? AUDITED_OBJECTS[draft.object] : f.allObjects}
                onClick={() => setPicking('object')}
              >
                {f.object}
              </List.Item>
              <List.Item title={f.objectId}>
                <Input
                  maxLength={64}
                  clearable
                  placeholder={f.objectIdPlaceholder}
                  aria-label={f.objectId}
                  value={draft.object_id}
                  onChange={(object_id) => set({ object_id })}
                />
              </List.Item>
              <List.Item
                arrow
                extra={draft.action ? actionLabel : f.allActions}
                onClick={() => {
                  if (view.actions.isError) void view.actions.refetch();
                  setPicking('action');
                }}
              >
                {f.action}
              </List.Item>
              <List.Item
                arrow
                extra={draft.start && draft.end ? f.rangeText(draft.start, draft.end) : f.allDates}
                onClick={() => setPicking('dates')}
              >
                {f.dates}
              </List.Item>
            </List>
            <div className={styles.sheetActions}>
              <Button onClick={() => setDraft(NO_FILTER)}>{f.reset}</Button>
              <Button
                color="primary"
                disabled={actorBad || memberBad}
                onClick={() => {
                  onApply(draft);
                  onClose();
                  window.scrollTo({ top: 0 });
                }}
              >
                {f.apply}
              </Button>
            </div>
          </>
        )}
      </PhoneSheet>
      <Picker
        title={f.object}
        visible={picking === 'object'}
        columns={OBJECT_COLUMNS}
        value={[draft.object]}
        onClose={() => setPicking(null)}
        onConfirm={(picked) => set({ object: typeof picked[0] === 'string' ? picked[0] : '' })}
      />
      <Picker
        title={f.action}
        visible={picking === 'action'}
        loading={view.actions.isPending}
        columns={[
          [
            { label: f.allActions, value: '' },
            ...view.actionOptions.map(({ value, label }) => ({ label, value })),
          ],
        ]}
        value={[draft.action]}
        onClose={() => setPicking(null)}
        onConfirm={(picked) => set({ action: typeof picked[0] === 'string' ? picked[0] : '' })}
      />
      <CalendarPicker
        visible={picking === 'dates'}
        title={f.pickDates}
        selectionMode="range"
        weekStartsOn="Monday"
        min={pickerOldest(1)}
        max={pickerDate(beijingToday())}
        defaultValue={draft.start && draft.end ? [pickerDate(draft.start), pickerDate(draft.end)] : null}
        confirmText={f.apply}
        onClose={() => setPicking(null)}
        onMaskClick={() => setPicking(null)}
        onConfirm={(value) => {
          if (!value) return;
          set({ start: dayjs(value[0]).format('YYYY-MM-DD'), end: dayjs(value[1]).format('YYYY-MM-DD') });
        }}
      />
    </>
  );
}

/** One event: what was done, by whom and when, to which object, and what changed. */
const EventCard = memo(function EventCard({ event }: { event: AuditEvent }) {
  return (
    <li className={styles.card} aria-label={`${actionText(event)} ${objectText(event)}`}>
      <div className={styles.cardTop}>
        <span className={styles.cardTitle}>{actionText(event)}</span>
        <Tag color={ROLE_COLORS[event.actor_role]} fill="outline" round>
          {roleLabel(event.actor_role)}
        </Tag>
      </div>
      <div className={styles.line}>
        <time className={styles.num} dateTime={event.at}>
          {atText(event.at)}
        </time>
        <span className={styles.dot}>·</span>
        <span className={styles.num}>{actorText(event)}</span>
      </div>
      <div className={styles.line}>
        {objectText(event)}
        <span className={styles.dot}>·</span>
        {t.operations[event.operation]}
        {event.action ? (
          <>
            <span className={styles.dot}>·</span>
            <span className={`${styles.mono} ${styles.muted}`}>{event.call}</span>
          </>
        ) : null}
      </div>
      <ChangeList className={styles.changes} event={event} />
      <div className={styles.foot}>
        <span className={`${styles.footText} ${styles.mono}`}>
          {event.ip ?? t.empty}
          {event.request_id ? ` · ${event.request_id}` : ''}
        </span>
        {event.request_id ? (
          <CopyButton text={event.request_id} label={t.copy} doneMessage={t.copied} />
        ) : null}
      </div>
    </li>
  );
});
