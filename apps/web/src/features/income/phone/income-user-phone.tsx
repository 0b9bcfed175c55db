import { DatePicker, ErrorBlock, Tabs } from 'antd-mobile';
import dayjs from 'dayjs';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { pickerOldest } from '@/lib/time';
import { mbpsText } from '@/components/chart/units';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { incomeText } from '@/locales/zh-CN/income';
import { explainEntryText } from '@/locales/zh-CN/income-explain-entry';
import { explanationPath } from '../api/get-income-explanation';
import { periodValue } from '../api/get-member-money';
import { ExportSheet } from '../components/export-sheet';
import { IncomeShare } from '../components/income-share';
import { useExport } from '../hooks/use-export';
import { useUserView } from '../hooks/use-user-view';
import { memberIncomePath } from '../lib/address';
import { beijingToday, monthLabel } from '../lib/calendar';
import { formatYuan, perDeviceFen } from '../lib/format';
import type { GroupSortKey, IncomeGroup, IncomeGroupKind } from '../lib/groups';
import { switchPeriod } from '../lib/user-address';
import { PhoneStepArrows } from './step-arrows';
import list from '@/components/phone-list.module.css';
import income from '../components/income.module.css';
import styles from './phone.module.css';
import { PullRefresh } from '@/components/pull-refresh';
import segmented from '@/components/segmented.module.css';

const t = incomeText.user;
const KINDS: IncomeGroupKind[] = ['member', 'room', 'tag'];
const SORTS: GroupSortKey[] = ['income', 'devices', 'value95'];
const OLDEST = () => pickerOldest(3, 'month');

/** /income/user on a phone: income by member, room or tag for a day or a month, sortable. */
export default function IncomeUserPhone() {
  const { view, query, groups, update, yesterday, atEnd, step } = useUserView();
  const exporter = useExport();
  const [picking, setPicking] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { period } = view;
  const month = period.type === 'month' ? period.month : period.day.slice(0, 7);
  const total = query.data?.total;
  // 收益诊断 explains one settled day: the day shown, or for a month the newest settled day.
  const explainDay = period.type === 'day' ? period.day : undefined;

  function onSort(key: GroupSortKey) {
    // The chosen key again flips the order; another key starts from the highest.
    update(
      key === view.sort ? { order: view.order === 'desc' ? 'asc' : 'desc' } : { sort: key, order: 'desc' },
    );
  }

  let body;
  if (query.isError) {
    body = <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    body = <LoadingSkeleton lines={10} />;
  } else if (groups.length === 0) {
    body = (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={incomeText.common.empty} description={t.noGroups} />
      </div>
    );
  } else {
    body = (
      <ol className={styles.cards}>
        {groups.map((group, index) => (
          <GroupItem
            key={group.key}
            group={group}
            rank={index + 1}
            totalFen={total?.income_fen ?? 0}
            month={period.type === 'month' ? period.month : undefined}
            explainDay={explainDay}
          />
        ))}
      </ol>
    );
  }

  return (
    <div className={styles.page}>
      <div className={list.top}>
        <Tabs activeKey={view.by} onChange={(key) => update({ by: key as IncomeGroupKind })}>
          {KINDS.map((kind) => (
            <Tabs.Tab key={kind} title={t.by[kind]} />
          ))}
        </Tabs>
        <div className={styles.periodRow}>
          <div
            className={`${segmented.track} ${segmented.pill} ${segmented.large}`}
            role="radiogroup"
            aria-label={t.periodLabel}
          >
            {(['day', 'month'] as const).map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={period.type === type}
                className={`${segmented.option} ${period.type === type ? segmented.selected : ''}`}
                onClick={() => update({ period: switchPeriod(period, type) })}
              >
                {t.period[type]}
              </button>
            ))}
          </div>
          <PhoneStepArrows
            className={styles.stepper}
            arrowClassName={styles.stepArrow}
            labels={incomeText.day}
            atEnd={atEnd}
            onStep={step}
          >
            <button type="button" className={styles.stepValue} onClick={() => setPicking(true)}>
              {period.type === 'day' ? period.day : monthLabel(period.month)}
            </button>
          </PhoneStepArrows>
        </div>
      </div>

      <PullRefresh>
        <div className={styles.groupsBody}>
          <section className={styles.hero} aria-label={t.totalIncome}>
            <div className={styles.heroLabel}>
              {t.totalIncome}（{incomeText.common.yuanUnit}）
              {query.data ? (
                <span className={styles.heroRange}>{t.range(query.data.from, query.data.to)}</span>
              ) : null}
            </div>
            <div className={styles.heroValue}>
              {total ? formatYuan(total.income_fen) : incomeText.common.none}
            </div>
            <div className={styles.heroMeta}>
              {total ? t.groupMeta(total.devices, mbpsText(total.value95_kbps)) : incomeText.common.none}
            </div>
            <div className={income.heroActions}>
              <button type="button" className={income.heroButton} onClick={() => setExporting(true)}>
                {incomeText.export.button}
              </button>
              <Link className={income.heroButton} to={explanationPath({ day: explainDay })}>
                {explainEntryText.fleet}
              </Link>
            </div>
          </section>

          <div className={styles.sortRow} role="group" aria-label={t.sortBy}>
            <span className={styles.sortLabel}>{t.sortBy}</span>
            {SORTS.map((key) => {
              const on = view.sort === key;
              return (
                <button
                  key={key}
                  type="button"
                  className={on ? `${styles.sortChip} ${styles.sortOn}` : styles.sortChip}
                  aria-pressed={on}
                  aria-label={on ? t.sortAria(t.sort[key], t.order[view.order]) : t.sort[key]}
                  onClick={() => onSort(key)}
                >
                  {t.sort[key]}
                  {on ? <span aria-hidden="true">{view.order === 'desc' ? ' ↓' : ' ↑'}</span> : null}
                </button>
              );
            })}
          </div>
          {body}
        </div>
      </PullRefresh>

      <DatePicker
        visible={picking}
        title={period.type === 'day' ? incomeText.day.pick : incomeText.month.pick}
        precision={period.type === 'day' ? 'day' : 'month'}
        min={OLDEST()}
        max={dayjs(period.type === 'day' ? yesterday : beijingToday()).toDate()}
        value={dayjs(period.type === 'day' ? period.day : `${period.month}-01`).toDate()}
        onClose={() => setPicking(false)}
        onConfirm={(date) =>
          update({
            period:
              period.type === 'day'
                ? { type: 'day', day: dayjs(date).format('YYYY-MM-DD') }
                : { type: 'month', month: dayjs(date).format('YYYY-MM') },
          })
        }
        cancelText={incomeText.common.cancel}
        confirmText={incomeText.common.ok}
      />
      <ExportSheet
        open={exporting}
        month={month}
        day={period.type === 'day' ? periodValue(period) : undefined}
        pending={exporter.pending}
        hint={t.exportHint}
        onExport={exporter.run}
        onClose={() => setExporting(false)}
      />
    </div>
  );
}

type GroupItemProps = {
  group: IncomeGroup;
  rank: number;
  totalFen: number;
  month: string | undefined;
  /** The day 收益诊断 opens for a member (none: the newest settled day). */
  explainDay: string | undefined;
};

/**
 * One member, room or tag: its income, share of the total, devices and 95 值; a member opens its
 * income, and its 收益诊断 from the card's foot.
 */
const GroupItem = memo(function GroupItem({ group, rank, totalFen, month, explainDay }: GroupItemProps) {
  const content = (
    <>
      <div className={styles.groupHead}>
        <span className={rank <= 3 ? `${styles.rank} ${styles.rankTop}` : styles.rank}>{rank}</span>
        <span className={styles.groupWho}>
          <span className={styles.groupName}>{group.name}</span>
          {group.mobile && group.mobile !== group.name ? (
            <span className={styles.groupMobile}>{group.mobile}</span>
          ) : null}
        </span>
        <span className={styles.cardIncome}>{formatYuan(group.income_fen)}</span>
      </div>
      <IncomeShare
        incomeFen={group.income_fen}
        totalFen={totalFen}
        className={styles.shareRow}
        textClassName={styles.shareText}
      />
      <div className={styles.groupMeta}>
        <span>{t.groupMeta(group.devices, mbpsText(group.value95_kbps))}</span>
        <span>{t.perDevice(formatYuan(perDeviceFen(group.income_fen, group.devices)))}</span>
      </div>
    </>
  );
  return (
    <li>
      {group.memberId ? (
        <div className={styles.memberGroup}>
          <Link
            className={styles.group}
            to={memberIncomePath(group.memberId, group.name, month)}
            aria-label={t.memberAria(group.name)}
          >
            {content}
          </Link>
          <Link
            className={styles.groupExplain}
            to={explanationPath({ day: explainDay, memberId: group.memberId, name: group.name })}
            aria-label={explainEntryText.memberAria(group.name)}
          >
            {explainEntryText.link}
          </Link>
        </div>
      ) : (
        <div className={styles.group}>{content}</div>
      )}
    </li>
  );
});
