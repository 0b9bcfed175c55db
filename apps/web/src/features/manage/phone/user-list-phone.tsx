import { ActionSheet, Button } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchList } from '@/components/phone-list';
import { manageText } from '@/locales/zh-CN/manage';
import { useInfiniteUsers } from '../api/get-users';
import { useUserList } from '../hooks/use-user-list';
import { memberName } from '../lib/format';
import { memberDevicesPath, nextStatus } from '../lib/user-actions';
import type { ManagedMember } from '../types';
import { MemberCard } from './member-card';
import { TagSheet } from './tag-sheet';
import { UserFilters } from './user-filters';
import { SelectionBar } from '@/components/selection-bar';
import styles from './phone.module.css';

const t = manageText.user;

/**
 * /manage/user on a phone: search and filters on top, member cards appended as the list scrolls;
 * tapping a card opens its actions, 选择 ticks members for 设置标签.
 */
export default function UserListPhone() {
  const navigate = useNavigate();
  const controller = useUserList();
  const { filter, selected, setSelected } = controller;
  const users = useInfiniteUsers(filter);
  const { list } = users;
  const [selecting, setSelecting] = useState(false);
  const [acting, setActing] = useState<ManagedMember | null>(null);
  const [tagSheet, setTagSheet] = useState(false);

  function toggleSelecting() {
    setSelected([]);
    setSelecting(!selecting);
  }

  const sheetActions: Action[] = acting
    ? [
        { key: 'edit', text: t.actions.edit, onClick: () => void navigate(`/manage/user/${acting.id}`) },
        {
          key: 'devices',
          text: t.actions.devices,
          onClick: () => void navigate(memberDevicesPath(acting.id)),
        },
        {
          key: 'toggle',
          text: nextStatus(acting) === 'disabled' ? t.actions.disable : t.actions.enable,
          onClick: () => void controller.toggleStatus(acting),
        },
        {
          key: 'remove',
          text: t.actions.remove,
          danger: true,
          onClick: () => void controller.removeMember(acting),
        },
      ]
    : [];

  const allLoadedSelected = list.length > 0 && list.every((m) => selected.includes(m.id));

  return (
    <div className={selecting ? `${styles.page} ${styles.pageSelecting}` : styles.page}>
      <SearchList
        search={{
          value: controller.search,
          placeholder: t.searchPlaceholder,
          onChange: controller.setSearch,
        }}
        searchSide={
          <Button size="small" fill="none" color="primary" onClick={toggleSelecting}>
            {selecting ? manageText.common.cancel : manageText.common.select}
          </Button>
        }
        filters={<UserFilters />}
        total={manageText.common.total}
        add={{ text: t.add, to: '/manage/user/add' }}
        list={users}
        clearFiltersText={manageText.common.clearFilters}
        skeletonLines={8}
        filtered={controller.filtered}
        emptyTitle={t.empty}
        emptyHint={t.emptyHint}
        noMatchTitle={t.noMatch}
        noMatchHint={t.noMatchHint}
        onClearFilters={controller.clearFilters}
      >
        {list.map((member) => (
          <MemberCard
            key={member.id}
            member={member}
            selecting={selecting}
            checked={selected.includes(member.id)}
            onOpen={() => (selecting ? controller.toggleSelected(member.id) : setActing(member))}
          />
        ))}
      </SearchList>

      <ActionSheet
        visible={acting !== null}
        actions={sheetActions}
        extra={acting ? memberName(acting) : undefined}
        cancelText={manageText.common.cancel}
        onClose={() => setActing(null)}
        closeOnAction
      />

      {selecting ? (
        <SelectionBar
          className={styles.actionBar}
          count={selected.length}
          countText={manageText.common.selected}
          allLoadedSelected={allLoadedSelected}
          tickText={manageText.common.all}
          untickText={manageText.common.clearSelection}
          onToggleLoaded={() => setSelected(allLoadedSelected ? [] : list.map((m) => m.id))}
        >
          <Button
            block
            color="primary"
            disabled={selected.length === 0 || controller.pending}
            onClick={() => setTagSheet(true)}
          >
            {t.actions.setTag}
          </Button>
        </SelectionBar>
      ) : null}

      <TagSheet
        open={tagSheet}
        title={t.setTagTitle(selected.length)}
        pending={controller.pending}
        onPick={(tag) =>
          void controller.setTag(tag).then((done) => {
            if (!done) return;
            setTagSheet(false);
            setSelecting(false);
          })
        }
        onClose={() => setTagSheet(false)}
      />
    </div>
  );
}
