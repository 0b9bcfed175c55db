import { Button, DotLoading, List, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { CardList, SearchRow, filteredStates } from '@/components/phone-list';
import { manageText } from '@/locales/zh-CN/manage';
import { formatDateTime } from '@/lib/format';
import { useInfiniteInstallRecords } from '../api/get-install-records';
import { useMemberDevice } from '../api/get-member-device';
import { useMemberDevices } from '../api/get-member-devices';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeviceAddress } from '../hooks/use-device-address';
import type { InstallAction, InstallRecord } from '../types';
import { DeviceTabs } from './device-tabs';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';

const t = manageText.records;
type ActionChoice = InstallAction | 'all';

/** 上下架记录 on a phone: a device chosen by SN (or every device), the type, then the records. */
export function InstallRecordsPhone() {
  const { recordFilter, update } = useDeviceAddress();
  const records = useInfiniteInstallRecords(recordFilter);
  const filtered = recordFilter.device_id !== 0 || recordFilter.action !== null;

  return (
    <>
      <div className={phoneList.top}>
        <DeviceTabs />
        <DeviceChooser />
        <div className={styles.filterRow}>
          <Selector<ActionChoice>
            columns={3}
            value={[recordFilter.action ?? 'all']}
            onChange={(values) => {
              const next = values[0];
              if (next) update({ action: next === 'all' ? null : next });
            }}
            options={[
              { value: 'all', label: t.action.all },
              { value: 'install', label: t.action.install },
              { value: 'uninstall', label: t.action.uninstall },
            ]}
          />
        </div>
      </div>
      <CardList
        list={records}
        total={t.showTotal}
        summaryClassName={phoneList.summary}
        skeletonLines={8}
        {...filteredStates(t, {
          filtered,
          clearText: manageText.common.clearFilters,
          onClear: () => update({ device_id: 0, action: null }),
        })}
      >
        {records.list.map((record) => (
          <RecordCard key={record.id} record={record} />
        ))}
      </CardList>
    </>
  );
}

function RecordCard({ record }: { record: InstallRecord }) {
  const install = record.action === 'install';
  return (
    <div className={phoneList.card}>
      <div className={phoneList.cardBody}>
        <div className={phoneList.cardTop}>
          <Tag color={install ? 'success' : 'warning'} fill="outline">
            {t.action[record.action]}
          </Tag>
          <span className={`${phoneList.cardTitle} ${styles.mono}`}>{record.sn}</span>
          <span className={phoneList.cardSide}>{formatDateTime(record.created_at)}</span>
        </div>
        <div className={phoneList.cardLine}>{t.place(record.jifang, record.jigui)}</div>
        <div className={styles.cardMeta}>
          {record.member_mobile ? <span>{t.owner(record.member_mobile)}</span> : null}
          {record.actor_mobile ? <span className={styles.muted}>{t.by(record.actor_mobile)}</span> : null}
        </div>
      </div>
    </div>
  );
}

/** The device of the history: typed SN → matching devices → one chosen; or every device. */
function DeviceChooser() {
  const { recordFilter, update } = useDeviceAddress();
  const chosen = useMemberDevice(recordFilter.device_id || null);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const matches = useMemberDevices({ member_id: 0, status: null, search }, 1, 10, search.length >= 2);

  if (recordFilter.device_id) {
    return (
      <div className={styles.chosenRow}>
        <span className={styles.chosenLabel}>
          {chosen.data ? (
            t.deviceChosen(chosen.data.sn)
          ) : chosen.isError ? (
            `#${recordFilter.device_id}`
          ) : (
            <DotLoading />
          )}
        </span>
        <Button size="small" fill="none" color="primary" onClick={() => update({ device_id: 0 })}>
          {t.allDevices}
        </Button>
      </div>
    );
  }

  const list = matches.data?.list ?? [];
  return (
    <>
      <SearchRow placeholder={t.snSearch} value={input} onChange={setInput} />
      {search.length >= 2 ? (
        <List className={styles.matches}>
          {matches.isPending ? (
            <List.Item>
              <DotLoading color="primary" />
            </List.Item>
          ) : matches.isError ? (
            <List.Item onClick={() => void matches.refetch()}>{manageText.device.pickerFailed}</List.Item>
          ) : list.length === 0 ? (
            <List.Item>
              <span className={styles.muted}>{t.snEmpty}</span>
            </List.Item>
          ) : (
            list.map((d) => (
              <List.Item
                key={d.id}
                description={d.member_name || d.member_mobile}
                onClick={() => {
                  setInput('');
                  update({ device_id: d.id });
                }}
              >
                <span className={styles.mono}>{d.sn}</span>
                {d.name ? <span className={styles.muted}> · {d.name}</span> : null}
              </List.Item>
            ))
          )}
        </List>
      ) : null}
    </>
  );
}
