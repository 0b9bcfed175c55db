import { CalendarPicker as AntdCalendarPicker, Tabs } from 'antd-mobile';
import dayjs from 'dayjs';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { pickerOldest } from '@/lib/time';
import { PhoneList } from '@/components/phone-list';
import { incomeText } from '@/locales/zh-CN/income';
import { useMoneyRecords } from '../api/get-money-records';
import { useMoneyRecordRequest } from '../hooks/use-money-record-request';
import { dayInfoPath } from '../lib/address';
import { beijingToday } from '../lib/calendar';
import { formatDateTime } from '@/lib/format';
import { formatYuan, signedYuan } from '../lib/format';
import { amountTone, detailDay, kindName } from '../lib/records';
import type { MoneyRecord, MoneyRecordKind } from '../types';
import { FilterChip } from '@/components/filter-chip';
import { openedOnce } from '@/components/opened-once';
import list from '@/components/phone-list.module.css';
import styles from './phone.module.css';

const t = incomeText.record;
const KINDS: MoneyRecordKind[] = ['all', 'income', 'withdraw'];
/** Drawn once first opened: closed, it would run its popup's springs on the page's first render. */
const CalendarPicker = openedOnce(AntdCalendarPicker);
const OLDEST = () => pickerOldest(1);

/** /account/money-record on a phone: kind tabs, a date range, the lines appended as you scroll. */
export default function MoneyRecordPhone() {
  const { request, ready, memberId, filtered, setRequest, resetRequest } = useMoneyRecordRequest();
  const records = useMoneyRecords(request, ready);
  const [picking, setPicking] = useState(false);
  const rangeText = request.start && request.end ? t.rangeText(request.start, request.end) : null;

  return (
    <div className={styles.page}>
      <div className={list.top}>
        <Tabs
          activeKey={request.kind}
          onChange={(key) => {
            setRequest({ kind: key as MoneyRecordKind });
            window.scrollTo({ top: 0 });
          }}
        >
          {KINDS.map((kind) => (
            <Tabs.Tab key={kind} title={t.kinds[kind]} />
          ))}
        </Tabs>
        <div className={styles.filterRow}>
          <FilterChip
            label={t.dateRange}
            value={rangeText}
            placeholder={t.allDates}
            onOpen={() => setPicking(true)}
            onClear={() => setRequest({ start: null, end: null })}
          />
          {records.first ? (
            <span className={styles.count}>{incomeText.common.total(records.first.pages.totalCount)}</span>
          ) : null}
        </div>
      </div>
      <div className={styles.body}>
        <PhoneList
          list={records}
          listClassName={styles.lines}
          skeletonLines={10}
          filtered={filtered}
          emptyTitle={incomeText.common.empty}
          emptyHint={incomeText.common.emptyHint}
          noMatchTitle={t.noMatch}
          noMatchHint={t.noMatchHint}
          clearFiltersText={t.clearFilters}
          onClearFilters={resetRequest}
        >
          {records.list.map((record) => (
            <RecordItem key={record.id} record={record} memberId={memberId} />
          ))}
        </PhoneList>
      </div>
      <CalendarPicker
        visible={picking}
        title={t.pickRange}
        selectionMode="range"
        weekStartsOn="Monday"
        min={OLDEST()}
        max={dayjs(beijingToday()).toDate()}
        defaultValue={
          request.start && request.end ? [dayjs(request.start).toDate(), dayjs(request.end).toDate()] : null
        }
        confirmText={incomeText.common.ok}
        onClose={() => setPicking(false)}
        onMaskClick={() => setPicking(false)}
        onConfirm={(value) => {
          if (!value) return;
          setRequest({
            start: dayjs(value[0]).format('YYYY-MM-DD'),
            end: dayjs(value[1]).format('YYYY-MM-DD'),
          });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}

/** One ledger line: what it is, when, the signed amount and the balance after it. */
const RecordItem = memo(function RecordItem({ record, memberId }: { record: MoneyRecord; memberId: number }) {
  const day = detailDay(record);
  const tone = amountTone(record.amount_fen);
  const content = (
    <>
      <span className={`${styles.kindDot} ${styles[`kind_${record.kind}`] ?? ''}`} aria-hidden="true">
        {kindName(record.kind).slice(0, 1)}
      </span>
      <span className={styles.lineMain}>
        <span className={styles.memo}>{record.memo || kindName(record.kind)}</span>
        <span className={styles.lineMeta}>
          <time dateTime={record.created_at}>{formatDateTime(record.created_at)}</time> ·{' '}
          {kindName(record.kind)}
        </span>
      </span>
      <span className={styles.lineFigures}>
        <span className={`${styles.amount} ${styles[tone]}`}>{signedYuan(record.amount_fen)}</span>
        <span className={styles.balance}>{t.balanceAfter(formatYuan(record.balance_after_fen))}</span>
      </span>
      {day ? (
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      ) : null}
    </>
  );
  return (
    <li>
      {day ? (
        <Link className={styles.line} to={dayInfoPath(day, memberId)} aria-label={t.detailAria(record.memo)}>
          {content}
        </Link>
      ) : (
        <div className={styles.line}>{content}</div>
      )}
    </li>
  );
});
