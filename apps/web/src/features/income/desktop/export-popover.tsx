import { Button, DatePicker, Popover } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { incomeText } from '@/locales/zh-CN/income';
import { exportRangeError, type ExportRange } from '../api/download-income';
import { beijingToday, firstDayOf, lastDayOf, monthLabel } from '../lib/calendar';
import styles from './desktop.module.css';

const t = incomeText.export;

type ExportPopoverProps = {
  /** The month on screen: exported in one click, and the range starts from it. */
  month: string;
  /** A day instead of a month (/income/user by day): exported as that one day. */
  day?: string | undefined;
  pending: boolean;
  hint?: string;
  onExport: (range: ExportRange) => Promise<boolean>;
};

/** 导出 Excel on desktops: the period on screen in one click, or a range of days. */
export function ExportPopover({ month, day, pending, hint = t.hint, onExport }: ExportPopoverProps) {
  const today = beijingToday();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const start = range?.[0].format('YYYY-MM-DD') ?? firstDayOf(month);
  const end = range?.[1].format('YYYY-MM-DD') ?? (lastDayOf(month) < today ? lastDayOf(month) : today);
  const error = exportRangeError(start, end);

  async function run(r: ExportRange) {
    if (await onExport(r)) setOpen(false);
  }

  const content = (
    <div className={styles.exportBox}>
      <p className={styles.exportHint}>{hint}</p>
      <Button
        type="primary"
        block
        loading={pending}
        onClick={() => void run(day ? { start: day, end: day } : { month })}
      >
        {t.thisMonth(day ?? monthLabel(month))}
      </Button>
      <DatePicker.RangePicker
        value={[dayjs(start), dayjs(end)]}
        allowClear={false}
        disabledDate={(d) => d.format('YYYY-MM-DD') > today}
        onChange={(values) => {
          if (values?.[0] && values[1]) setRange([values[0], values[1]]);
        }}
        aria-label={t.range}
      />
      {error ? <p className={styles.exportError}>{error}</p> : null}
      <Button block disabled={error !== null} loading={pending} onClick={() => void run({ start, end })}>
        {t.range} · {t.confirm}
      </Button>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t.title}
      content={content}
    >
      <Button>{t.button}</Button>
    </Popover>
  );
}
