import { Button, DatePicker } from 'antd-mobile';
import { pickerOldest } from '@/lib/time';
import { PhoneSheet } from '@/components/phone-sheet';
import dayjs from 'dayjs';
import { useState } from 'react';
import { incomeText } from '@/locales/zh-CN/income';
import { exportRangeError, type ExportRange } from '../api/download-income';
import { beijingToday, firstDayOf, lastDayOf, monthLabel } from '../lib/calendar';
import styles from './income.module.css';

const t = incomeText.export;
const OLDEST = () => pickerOldest(3);

type ExportSheetProps = {
  open: boolean;
  /** The month on screen: exported in one tap, and the custom range starts from it. */
  month: string;
  /** A day instead of the month (/income/user by day): the one-tap export is that day. */
  day?: string | undefined;
  pending: boolean;
  hint?: string;
  onExport: (range: ExportRange) => Promise<boolean>;
  onClose: () => void;
};

/** 导出 Excel on a phone: the month on screen, or a range of days picked with two wheels. */
export function ExportSheet({
  open,
  month,
  day,
  pending,
  hint = t.hint,
  onExport,
  onClose,
}: ExportSheetProps) {
  const today = beijingToday();
  const [start, setStart] = useState(firstDayOf(month));
  const [end, setEnd] = useState(() => (lastDayOf(month) < today ? lastDayOf(month) : today));
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const [shownMonth, setShownMonth] = useState(month);
  if (month !== shownMonth) {
    setShownMonth(month);
    setStart(firstDayOf(month));
    setEnd(lastDayOf(month) < today ? lastDayOf(month) : today);
  }
  const error = exportRangeError(start, end);

  async function exportRange(range: ExportRange) {
    if (await onExport(range)) onClose();
  }

  return (
    <>
      <PhoneSheet open={open || null} title={t.title} closeText={incomeText.common.cancel} onClose={onClose}>
        {() => (
          <div className={styles.sheetContent}>
            <p className={styles.sheetHint}>{hint}</p>
            <Button
              block
              color="primary"
              size="large"
              loading={pending}
              onClick={() => void exportRange(day ? { start: day, end: day } : { month })}
            >
              {t.thisMonth(day ?? monthLabel(month))}
            </Button>
            <h4 className={styles.sheetSub}>{t.range}</h4>
            <div className={styles.rangeRow}>
              <button type="button" className={styles.rangeField} onClick={() => setPicking('start')}>
                <span className={styles.rangeLabel}>{t.start}</span>
                <span>{start}</span>
              </button>
              <span className={styles.rangeDash} aria-hidden="true">
                —
              </span>
              <button type="button" className={styles.rangeField} onClick={() => setPicking('end')}>
                <span className={styles.rangeLabel}>{t.end}</span>
                <span>{end}</span>
              </button>
            </div>
            {error ? (
              <p className={styles.fieldError} role="alert">
                {error}
              </p>
            ) : null}
            <Button
              block
              color="primary"
              fill="outline"
              size="large"
              disabled={error !== null}
              loading={pending}
              onClick={() => void exportRange({ start, end })}
            >
              {t.confirm}
            </Button>
          </div>
        )}
      </PhoneSheet>
      <DatePicker
        visible={picking !== null}
        title={picking === 'start' ? t.pickStart : t.pickEnd}
        precision="day"
        min={OLDEST()}
        max={dayjs(today).toDate()}
        value={dayjs(picking === 'end' ? end : start).toDate()}
        onClose={() => setPicking(null)}
        onConfirm={(date) => {
          const day = dayjs(date).format('YYYY-MM-DD');
          if (picking === 'start') setStart(day);
          else setEnd(day);
        }}
        cancelText={incomeText.common.cancel}
        confirmText={incomeText.common.ok}
      />
    </>
  );
}
