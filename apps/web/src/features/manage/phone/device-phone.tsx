import { ActionSheet, Button, Dropdown, Toast } from 'antd-mobile';
import { PhoneSheet } from '@/components/phone-sheet';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useCallback, useMemo, useState } from 'react';
import { FilterDropdown, optionalChoiceItem, useFilterPick } from '@/components/filter-dropdown';
import { DeviceCard } from '@/components/device-card/device-card';
import { CardList, SearchRow, filteredStates } from '@/components/phone-list';
import { manageText } from '@/locales/zh-CN/manage';
import { useFenpeiDevices } from '../api/fenpei-devices';
import { useInfiniteMemberDevices } from '../api/get-member-devices';
import { useDeviceAddress } from '../hooks/use-device-address';
import { useDeviceSelection } from '../hooks/use-device-selection';
import { useMemberLabel } from '../hooks/use-member-label';
import { useSearchBox } from '@/lib/list/use-search-box';
import { isDeviceFiltered, STATUS_CHOICES } from '../lib/device-filter';
import { memberName } from '../lib/format';
import type { AllocatableMember, DeviceRow } from '../types';
import { DeviceEditSheet } from './device-edit-sheet';
import { DeviceTabs } from './device-tabs';
import { InstallRecordsPhone } from './install-records-phone';
import { MemberOptions } from './member-options';
import { SelectionBar } from '@/components/selection-bar';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';

const t = manageText.device;

/** /manage/device on a phone: the operator's fleet, and the install history in a second tab. */
export default function DevicePhone() {
  const { tab } = useDeviceAddress();
  return <div className={styles.page}>{tab === 'devices' ? <DeviceList /> : <InstallRecordsPhone />}</div>;
}

function DeviceList() {
  const { filter, update } = useDeviceAddress();
  const [search, setSearch] = useSearchBox(filter.search, (value) => update({ search: value }));
  const devices = useInfiniteMemberDevices(filter);
  const { list, first } = devices;
  const totalCount = first?.pages.totalCount ?? 0;
  const filtered = isDeviceFiltered(filter);

  const [selecting, setSelecting] = useState(false);
  const selection = useDeviceSelection(filter);
  const selected = useMemo(() => new Set(selection.ids), [selection.ids]);
  const count = selection.count(totalCount);
  const [acting, setActing] = useState<DeviceRow | null>(null);
  const [editing, setEditing] = useState<DeviceRow | null>(null);
  const [allocating, setAllocating] = useState(false);
  const fenpei = useFenpeiDevices();

  const onOpen = useCallback((row: DeviceRow) => setActing(row), []);
  const { toggle } = selection;
  const onLongPress = useCallback(
    (id: number) => {
      setSelecting(true);
      if (!selected.has(id)) toggle(id);
    },
    [selected, toggle],
  );

  function toggleSelecting() {
    selection.clear();
    setSelecting(!selecting);
  }

  function clearFilters() {
    setSearch('');
    update({ member_id: 0, status: null, search: '' });
  }

  function closeAllocating() {
    setAllocating(false);
    // A single device allocated from its card: nothing stays ticked.
    if (!selecting) selection.clear();
  }

  async function onAllocate(member: AllocatableMember) {
    try {
      const affected = await fenpei.mutateAsync({ selection: selection.selection(), member });
      Toast.show({ icon: 'success', content: t.fenpeiDone(affected, memberName(member)) });
    } catch {
      return; // Toasted by the request client; the selection stays.
    }
    setAllocating(false);
    selection.clear();
    setSelecting(false);
  }

  const actions: Action[] = acting
    ? [
        { key: 'edit', text: t.edit, onClick: () => setEditing(acting) },
        {
          key: 'fenpei',
          text: t.fenpei,
          onClick: () => {
            selection.setIds([acting.id]);
            setAllocating(true);
          },
        },
        {
          key: 'records',
          text: t.records,
          onClick: () => update({ tab: 'records', device_id: acting.id, action: null }),
        },
      ]
    : [];

  const allLoadedSelected = list.length > 0 && (selection.all || list.every((r) => selected.has(r.id)));

  return (
    <div className={selecting ? styles.pageSelecting : undefined}>
      <div className={phoneList.top}>
        <DeviceTabs />
        <SearchRow placeholder={t.searchPlaceholder} value={search} onChange={setSearch}>
          <Button size="small" fill="none" color="primary" onClick={toggleSelecting}>
            {selecting ? manageText.common.cancel : manageText.common.select}
          </Button>
        </SearchRow>
        <DeviceFilters />
      </div>
      <div className={phoneList.summary}>
        <span>{first ? t.counts(first.count.total, first.count.online, first.count.offline) : '\u00a0'}</span>
        {filtered && first ? <span>{t.matching(totalCount)}</span> : null}
      </div>

      <CardList
        list={devices}
        skeletonLines={8}
        {...filteredStates(t, { filtered, clearText: manageText.common.clearFilters, onClear: clearFilters })}
      >
        {list.map((row) => (
          <DeviceCard
            key={row.id}
            row={row}
            selecting={selecting}
            checked={selection.all || selected.has(row.id)}
            showMember
            onOpen={onOpen}
            onToggle={toggle}
            onLongPress={onLongPress}
          />
        ))}
      </CardList>

      <ActionSheet
        visible={acting !== null}
        actions={actions}
        extra={acting ? acting.name || acting.sn : undefined}
        cancelText={manageText.common.cancel}
        onClose={() => setActing(null)}
        closeOnAction
      />
      <DeviceEditSheet row={editing} onClose={() => setEditing(null)} />

      {selecting ? (
        <SelectionBar
          className={styles.actionBar}
          count={count}
          countText={t.selected}
          allLoadedSelected={allLoadedSelected}
          tickText={manageText.common.all}
          untickText={manageText.common.clearSelection}
          onToggleLoaded={() =>
            allLoadedSelected ? selection.clear() : selection.setIds(list.map((r) => r.id))
          }
          matching={{
            loaded: list.length,
            total: totalCount,
            all: selection.all,
            onSelectAll: () => selection.selectAll(list.map((r) => r.id)),
            text: t,
          }}
        >
          <Button
            block
            color="primary"
            disabled={count === 0 || fenpei.isPending}
            onClick={() => setAllocating(true)}
          >
            {t.fenpei}
          </Button>
        </SelectionBar>
      ) : null}

      <PhoneSheet
        open={allocating ? true : null}
        title={t.fenpeiTitle(count)}
        closeText={manageText.common.cancel}
        onClose={closeAllocating}
        className={`${phoneList.sheet} ${styles.sheetTall}`}
      >
        {() => <MemberOptions pending={fenpei.isPending} onPick={(m) => m && void onAllocate(m)} />}
      </PhoneSheet>
    </div>
  );
}

/** The member and status drop-downs under the search box. */
function DeviceFilters() {
  const { filter, update } = useDeviceAddress();
  const memberLabel = useMemberLabel(filter.member_id);

  return (
    <FilterDropdown>
      <Dropdown.Item key="member" title={memberLabel ?? t.memberFilter} highlight={filter.member_id !== 0}>
        <MemberFilter value={filter.member_id} onPick={(member_id) => update({ member_id })} />
      </Dropdown.Item>
      {optionalChoiceItem({
        name: 'status',
        title: t.statusFilter,
        value: filter.status,
        options: STATUS_CHOICES,
        labels: t.status,
        onPick: (status) => update({ status }),
      })}
    </FilterDropdown>
  );
}

function MemberFilter({ value, onPick }: { value: number; onPick: (memberId: number) => void }) {
  const pick = useFilterPick();
  return (
    <div className={phoneList.dropdownList}>
      <MemberOptions value={value} allLabel={t.allMembers} onPick={(m) => pick(() => onPick(m?.id ?? 0))} />
    </div>
  );
}
