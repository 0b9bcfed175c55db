import { ActionSheet, Button, Dialog, InfiniteScroll, PullToRefresh, SearchBar, Toast } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListState } from '@/components/list-state';
import { manageText } from '@/locales/zh-CN/manage';
import { useInfiniteUsers } from '../api/get-users';
import { useSearchBox } from '@/lib/list/use-search-box';
import { useUserActions } from '../hooks/use-user-actions';
import { useUserAddress } from '../hooks/use-user-address';
import { flattenPages, rowId } from '@/lib/list/paged-list';
import { memberName } from '../lib/format';
import { memberDevicesPath, nextStatus, removeConfirmation, toggleConfirmation } from '../lib/user-actions';
import { isUserFiltered } from '../lib/user-filter';
import type { ManagedMember, MemberTag } from '../types';
import { MemberCard } from './member-card';
import { TagSheet } from './tag-sheet';
import { UserFilters } from './user-filters';
import styles from './phone.module.css';

const t = manageText.user;

/**
 * /manage/user on a phone: search and filters on top, member cards appended as the list scrolls;
 * tapping a card opens its actions, 选择 ticks members for 设置标签.
 */
export function UserListPhone() {
  const navigate = useNavigate();
  const { filter, setFilter } = useUserAddress();
  const [search, setSearch] = useSearchBox(filter.keyword, (keyword) => setFilter({ keyword }));
  const users = useInfiniteUsers(filter);
  const list = useMemo(() => flattenPages(users.data?.pages ?? [], rowId), [users.data]);
  const total = users.data?.pages[0]?.pages.totalCount ?? 0;
  const filtered = isUserFiltered(filter);

  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [acting, setActing] = useState<ManagedMember | null>(null);
  const [tagSheet, setTagSheet] = useState(false);
  const actions = useUserActions();

  function toggleSelecting() {
    setSelected(new Set());
    setSelecting(!selecting);
  }

  function toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  }

  function clearFilters() {
    setSearch('');
    setFilter({ keyword: '', member_tag_id: 0, status: null });
  }

  async function onToggleStatus(member: ManagedMember) {
    const question = toggleConfirmation(member);
    const ok = await Dialog.confirm({
      title: question.title,
      content: question.content,
      confirmText: question.ok,
      cancelText: manageText.common.cancel,
    });
    if (!ok) return;
    const outcome = await actions.toggleStatus(member);
    if (outcome.ok) Toast.show({ icon: 'success', content: outcome.message });
  }

  async function onRemove(member: ManagedMember) {
    const question = removeConfirmation(member);
    const ok = await Dialog.confirm({
      title: question.title,
      content: question.content,
      confirmText: question.ok,
      cancelText: manageText.common.cancel,
    });
    if (!ok) return;
    if (question.blocked) {
      void navigate(memberDevicesPath(member.id));
      return;
    }
    const outcome = await actions.removeMember(member);
    if (outcome.ok) Toast.show({ icon: 'success', content: outcome.message });
    // The server still counted devices (allocated meanwhile): say why, and offer them.
    else if (outcome.hasDevices) void onRemove({ ...member, device_count: Math.max(1, member.device_count) });
  }

  async function onSetTag(tag: MemberTag | null) {
    const outcome = await actions.setTag([...selected], tag);
    if (!outcome.ok) return;
    Toast.show({ icon: 'success', content: outcome.message });
    setTagSheet(false);
    setSelected(new Set());
    setSelecting(false);
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
          onClick: () => void onToggleStatus(acting),
        },
        { key: 'remove', text: t.actions.remove, danger: true, onClick: () => void onRemove(acting) },
      ]
    : [];

  const allLoadedSelected = list.length > 0 && list.every((m) => selected.has(m.id));

  return (
    <div className={selecting ? `${styles.page} ${styles.pageSelecting}` : styles.page}>
      <div className={styles.top}>
        <div className={styles.searchRow}>
          <SearchBar
            className={styles.search}
            placeholder={t.searchPlaceholder}
            value={search}
            onChange={setSearch}
            aria-label={t.searchPlaceholder}
          />
          <Button size="small" fill="none" color="primary" onClick={toggleSelecting}>
            {selecting ? manageText.common.cancel : manageText.common.select}
          </Button>
        </div>
        <UserFilters />
      </div>
      <div className={styles.summary}>
        <span>{users.data ? manageText.common.total(total) : '\u00a0'}</span>
        <Link className={styles.summaryLink} to="/manage/user/add">
          + {t.add}
        </Link>
      </div>

      <PullToRefresh onRefresh={async () => void (await users.refetch())}>
        <ListState
          clearFiltersText={manageText.common.clearFilters}
          skeletonLines={8}
          query={users}
          empty={list.length === 0}
          filtered={filtered}
          emptyTitle={t.empty}
          emptyHint={t.emptyHint}
          emptyAction={
            <Button color="primary" onClick={() => void navigate('/manage/user/add')}>
              {t.add}
            </Button>
          }
          noMatchTitle={t.noMatch}
          noMatchHint={t.noMatchHint}
          onClearFilters={clearFilters}
        >
          <div className={styles.list}>
            {list.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                selecting={selecting}
                checked={selected.has(member.id)}
                onOpen={() => (selecting ? toggle(member.id) : setActing(member))}
              />
            ))}
          </div>
          <InfiniteScroll
            hasMore={users.hasNextPage}
            loadMore={async () => {
              // InfiniteScroll shows its own 加载失败 with a retry when the promise rejects.
              const result = await users.fetchNextPage();
              if (result.isError) throw result.error;
            }}
          />
        </ListState>
      </PullToRefresh>

      <ActionSheet
        visible={acting !== null}
        actions={sheetActions}
        extra={acting ? memberName(acting) : undefined}
        cancelText={manageText.common.cancel}
        onClose={() => setActing(null)}
        closeOnAction
      />

      {selecting ? (
        <div
          className={styles.actionBar}
          role="toolbar"
          aria-label={manageText.common.selected(selected.size)}
        >
          <div className={styles.barHead}>
            <span className={styles.barCount}>{manageText.common.selected(selected.size)}</span>
            <Button
              size="mini"
              fill="none"
              color="primary"
              onClick={() => setSelected(allLoadedSelected ? new Set() : new Set(list.map((m) => m.id)))}
            >
              {allLoadedSelected ? manageText.common.clearSelection : manageText.common.all}
            </Button>
          </div>
          <Button
            block
            color="primary"
            disabled={selected.size === 0 || actions.pending}
            onClick={() => setTagSheet(true)}
          >
            {t.actions.setTag}
          </Button>
        </div>
      ) : null}

      <TagSheet
        open={tagSheet}
        title={t.setTagTitle(selected.size)}
        pending={actions.pending}
        onPick={(tag) => void onSetTag(tag)}
        onClose={() => setTagSheet(false)}
      />
    </div>
  );
}
