import type { PartnerRoom } from '@nodebao/contract';
import { Picker, SearchBar, Tag, Toast } from 'antd-mobile';
import { memo, useState } from 'react';
import { FilterChip } from '@/components/filter-chip';
import { PhoneList } from '@/components/phone-list';
import { formatDate, ispText } from '@/lib/format';
import { supermanText } from '@/locales/zh-CN/superman';
import { useHezuoList } from '../api/get-hezuo-list';
import { useHezuoFilter } from '../hooks/use-hezuo-filter';
import { bandwidthText, isFiltered, ownerText, placeText, provinceName } from '../lib/hezuo';
import styles from './staff.module.css';

const t = supermanText.hezuo;
const c = supermanText.common;

/** /superman/hezuo-list on phones: search and a province, then room cards appended as they scroll. */
export default function HezuoListPhone() {
  const { filter, input, setInput, province, setProvince, districts, provinces, clearFilters } =
    useHezuoFilter();
  const [picking, setPicking] = useState(false);
  const rooms = useHezuoList(filter);

  function openPicker() {
    if (districts.isError) {
      Toast.show({ content: t.provincesFailed });
      void districts.refetch();
      return;
    }
    setPicking(true);
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.filters}>
          <SearchBar placeholder={t.searchPlaceholder} maxLength={32} value={input} onChange={setInput} />
          <div className={styles.chipSlot}>
            <FilterChip
              label={t.province}
              value={provinceName(provinces, province)}
              placeholder={c.all}
              onOpen={openPicker}
              onClear={() => setProvince(null)}
            />
          </div>
        </div>
      </div>
      <PhoneList
        list={rooms}
        total={t.matching}
        summaryClassName={styles.summary}
        listClassName={styles.cards}
        skeletonLines={8}
        filtered={isFiltered(filter)}
        emptyTitle={t.empty}
        emptyHint={t.emptyHint}
        noMatchTitle={t.noMatch}
        noMatchHint={t.noMatchHint}
        clearFiltersText={t.clearFilters}
        onClearFilters={clearFilters}
      >
        {rooms.list.map((room) => (
          <RoomCard key={room.id} room={room} />
        ))}
      </PhoneList>
      <Picker
        title={t.pickProvince}
        visible={picking}
        loading={districts.isPending}
        columns={[
          [{ label: t.allProvinces, value: '' }, ...provinces.map((p) => ({ label: p.name, value: p.code }))],
        ]}
        value={[province ?? '']}
        onClose={() => setPicking(false)}
        onConfirm={(picked) => {
          const code = picked[0];
          setProvince(typeof code === 'string' && code ? code : null);
        }}
      />
    </div>
  );
}

const RoomCard = memo(function RoomCard({ room }: { room: PartnerRoom }) {
  return (
    <li className={styles.card} aria-label={room.name}>
      <div className={styles.cardTop}>
        <span className={styles.cardTitle}>{room.name}</span>
        {room.isp ? (
          <Tag color="primary" fill="outline" round>
            {ispText(room.isp)}
          </Tag>
        ) : null}
      </div>
      <div className={styles.line}>{ownerText(room)}</div>
      <div className={styles.line}>{placeText(room)}</div>
      <div className={`${styles.line} ${styles.muted}`}>
        {t.columns.bandwidth} {bandwidthText(room.bandwidth_mbps)}
        <span className={styles.dot}>·</span>
        {t.columns.createdAt} {formatDate(room.created_at)}
      </div>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue}>{room.cabinet_count}</span>
          <span className={styles.statLabel}>{t.columns.cabinets}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{room.device_count}</span>
          <span className={styles.statLabel}>{t.deviceTotal}</span>
        </div>
        <div className={styles.stat}>
          <span className={`${styles.statValue} ${styles.online}`}>{room.online_count}</span>
          <span className={styles.statLabel}>{t.online}</span>
        </div>
      </div>
    </li>
  );
});
