import {
  Button,
  CalendarPickerView,
  DatePicker,
  DotLoading,
  List,
  SearchBar,
  type CalendarPickerViewRef,
} from 'antd-mobile';
import { CenterPopup, Popup } from '@/components/opened-once';
import dayjs from 'dayjs';
import { memo, useRef, useState } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { formatBytes, formatMinutes, mbpsText } from '@/components/chart/units';
import { PhoneList } from '@/components/phone-list';
import { recordsText } from '@/locales/zh-CN/records';
import { useRunLog, type RunLogFilter, type RunLogRow } from '../api/get-run-log';
import { useDeviceSearch, type DeviceMatch } from '@/features/device/api/search-devices';
import { FilterChip } from '@/components/filter-chip';
import { useAddressParams, type AddressPatch } from '@/lib/list/use-list-address';
import { pickerDate, pickerOldest } from '@/lib/time';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import styles from './records.module.css';

const t = recordsText.runLog;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Daily rollups are kept for good; a year back is as far as the picker scrolls. */
const OLDEST = () => pickerOldest(1);

/** The filter lives in the address (?day=&device_id=&sn=): back, reload and shared links keep it. */
function readFilter(params: URLSearchParams): RunLogFilter & { sn: string } {
  const day = params.get('day') ?? '';
  const deviceId = Number(params.get('device_id'));
  return {
    day: DAY.test(day) && dayjs(day).isValid() ? day : null,
    deviceId: Number.isInteger(deviceId) && deviceId > 0 ? deviceId : 0,
    sn: params.get('sn') ?? '',
  };
}

/** /account/run-record (运行记录): each device's days, newest first, filtered by day and device. */
export default function RunRecordPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [params, writeAddress] = useAddressParams();
  const filter = readFilter(params);
  const log = useRunLog({ day: filter.day, deviceId: filter.deviceId });
  const [picking, setPicking] = useState<'day' | 'device' | null>(null);
  const filtered = filter.day !== null || filter.deviceId !== 0;

  function update(patch: AddressPatch) {
    writeAddress(patch);
    window.scrollTo({ top: 0 });
  }
  const setDay = (day: string | null) => update({ day });
  const setDevice = (device: DeviceMatch | null) =>
    update({ device_id: device ? String(device.id) : null, sn: device?.sn ?? null });

  return (
    <main className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.filters}>
          <FilterChip
            label={t.dayFilter}
            value={filter.day}
            placeholder={t.allDays}
            onOpen={() => setPicking('day')}
            onClear={() => setDay(null)}
          />
          <FilterChip
            label={t.deviceFilter}
            value={filter.deviceId ? filter.sn || `#${filter.deviceId}` : null}
            placeholder={t.allDevices}
            onOpen={() => setPicking('device')}
            onClear={() => setDevice(null)}
          />
        </div>
        <PhoneList
          list={log}
          pull={!desktop}
          total={t.total}
          summaryClassName={styles.total}
          listClassName={styles.runList}
          head={desktop ? <RunHeader /> : null}
          skeletonLines={10}
          filtered={filtered}
          emptyTitle={t.empty}
          emptyHint={t.emptyHint}
          noMatchTitle={t.noMatch}
          noMatchHint={t.noMatchHint}
          clearFiltersText={t.clearFilters}
          onClearFilters={() => update({ day: null, device_id: null, sn: null })}
        >
          {log.list.map((row) => (
            <RunItem key={`${row.device_id}:${row.day}`} row={row} />
          ))}
        </PhoneList>
      </div>
      <DayPicker
        open={picking === 'day'}
        desktop={desktop}
        value={filter.day}
        onPick={(day) => {
          setPicking(null);
          setDay(day);
        }}
        onClose={() => setPicking(null)}
      />
      <DevicePicker
        open={picking === 'device'}
        desktop={desktop}
        current={filter.deviceId}
        onPick={(device) => {
          setPicking(null);
          setDevice(device);
        }}
        onClose={() => setPicking(null)}
      />
    </main>
  );
}

type DayPickerProps = {
  open: boolean;
  desktop: boolean;
  value: string | null;
  onPick: (day: string) => void;
  onClose: () => void;
};

/** The day of the log: a wheel on phones, a month calendar in a centred dialog on desktops. */
function DayPicker({ open, desktop, value, onPick, onClose }: DayPickerProps) {
  const calendar = useRef<CalendarPickerViewRef>(null);
  const selected = value ? pickerDate(value) : null;

  // The calendar lists every month of the year back: open it on the chosen day's month, or (Beijing's) today's.
  function showSelectedMonth() {
    const shown = selected ?? pickerDate();
    calendar.current?.jumpTo({ year: shown.getFullYear(), month: shown.getMonth() + 1 });
  }

  if (!desktop)
    return (
      <DatePicker
        visible={open}
        title={t.pickDay}
        precision="day"
        min={OLDEST()}
        max={pickerDate()}
        value={selected ?? pickerDate()}
        onClose={onClose}
        onConfirm={(date) => onPick(dayjs(date).format('YYYY-MM-DD'))}
        cancelText={recordsText.cancel}
      />
    );
  return (
    <CenterPopup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      afterShow={showSelectedMonth}
      bodyClassName={styles.calendar}
    >
      <header className={styles.sheetHead}>
        <span>{t.pickDay}</span>
      </header>
      <CalendarPickerView
        ref={calendar}
        title={false}
        selectionMode="single"
        weekStartsOn="Monday"
        value={selected}
        min={OLDEST()}
        max={pickerDate()}
        onChange={(date) => {
          if (date) onPick(dayjs(date).format('YYYY-MM-DD'));
        }}
      />
    </CenterPopup>
  );
}

type DevicePickerProps = {
  open: boolean;
  desktop: boolean;
  current: number;
  onPick: (device: DeviceMatch) => void;
  onClose: () => void;
};

/** Search the member's devices by SN (or name) and pick one; the first 20 matches show. */
function DevicePicker({ open, desktop, current, onPick, onClose }: DevicePickerProps) {
  const [search, setSearch] = useState('');
  // The call goes out 300 ms after the last key.
  const debounced = useDebouncedValue(search.trim(), 300);
  const matches = useDeviceSearch(debounced, open);
  const Sheet = desktop ? CenterPopup : Popup;

  return (
    <Sheet visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <header className={styles.sheetHead}>
        <span>{t.pickDevice}</span>
        {matches.isFetching ? <DotLoading color="primary" /> : null}
      </header>
      <div className={styles.sheetSearch}>
        <SearchBar
          placeholder={t.searchDevice}
          value={search}
          onChange={setSearch}
          aria-label={t.searchDevice}
        />
      </div>
      <div className={styles.sheetBody}>
        {matches.isError && !matches.data ? (
          <div className={styles.sheetState}>
            <span>{t.deviceSearchFailed}</span>
            <Button size="mini" color="primary" fill="outline" onClick={() => void matches.refetch()}>
              {recordsText.retry}
            </Button>
          </div>
        ) : matches.data?.length === 0 ? (
          <div className={styles.sheetState}>{t.noDeviceMatch}</div>
        ) : (
          <List>
            {(matches.data ?? []).map((device) => (
              <List.Item
                key={device.id}
                onClick={() => onPick(device)}
                description={device.name || undefined}
                extra={device.id === current ? '✓' : null}
                arrow={false}
              >
                <span className={styles.mono}>{device.sn}</span>
              </List.Item>
            ))}
          </List>
        )}
        {matches.data && matches.data.length >= 20 ? (
          <p className={styles.sheetHint}>{t.deviceSearchHint}</p>
        ) : null}
      </div>
    </Sheet>
  );
}

function RunHeader() {
  return (
    <li className={styles.runHeader} aria-hidden="true">
      <span>{t.dayFilter}</span>
      <span>{t.deviceFilter}</span>
      <span>{t.online}</span>
      <span>{t.up}</span>
      <span>{t.down}</span>
      <span>{t.value95}</span>
      <span>{t.peak}</span>
    </li>
  );
}

function Figure({ area, label, value }: { area: string; label: string; value: string }) {
  return (
    <div className={`${styles.figure} ${styles[area]}`}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={styles.figureValue}>{value}</span>
    </div>
  );
}

/** One device's day: SN and name, the day, online time, flow up and down, 95 值 and peak. */
const RunItem = memo(function RunItem({ row }: { row: RunLogRow }) {
  return (
    <li className={styles.runRow}>
      <div className={styles.runWho}>
        <span className={styles.mono}>{row.sn}</span>
        {row.name ? <span className={styles.runName}>{row.name}</span> : null}
      </div>
      <time className={styles.runDay} dateTime={row.day}>
        {row.day}
      </time>
      <Figure area="fOnline" label={t.online} value={formatMinutes(row.online_minutes)} />
      <Figure area="fUp" label={t.up} value={formatBytes(row.bytes_up)} />
      <Figure area="fDown" label={t.down} value={formatBytes(row.bytes_down)} />
      <Figure area="fV95" label={t.value95} value={mbpsText(row.value95_kbps)} />
      <Figure area="fPeak" label={t.peak} value={mbpsText(row.peak_kbps)} />
    </li>
  );
});
