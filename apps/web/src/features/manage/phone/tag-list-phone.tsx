import { ActionSheet } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchList, TapCard } from '@/components/phone-list';
import { manageText } from '@/locales/zh-CN/manage';
import { formatDate } from '@/lib/format';
import { useTagList } from '../hooks/use-tag-list';
import { useInfiniteMemberTags } from '../api/get-member-tags';
import { tagMembersPath } from '../lib/tag-paths';
import type { MemberTag } from '../types';
import { MemberPickerSheet } from './member-picker-sheet';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';

const t = manageText.tag;

/** /manage/tag on a phone: the member tags with their member counts; tap a tag for its actions. */
export default function TagListPhone() {
  const navigate = useNavigate();
  const controller = useTagList();
  const { keyword } = controller;
  const tags = useInfiniteMemberTags(keyword);
  const [acting, setActing] = useState<MemberTag | null>(null);
  const [picking, setPicking] = useState<MemberTag | null>(null);

  const actions: Action[] = acting
    ? [
        { key: 'edit', text: t.actions.edit, onClick: () => void navigate(`/manage/tag/${acting.id}`) },
        { key: 'move', text: t.actions.moveIn, onClick: () => setPicking(acting) },
        { key: 'members', text: t.actions.members, onClick: () => void navigate(tagMembersPath(acting.id)) },
        {
          key: 'delete',
          text: t.actions.delete,
          danger: true,
          onClick: () => void controller.deleteTag(acting),
        },
      ]
    : [];

  return (
    <div className={styles.page}>
      <SearchList
        search={{
          value: controller.search,
          placeholder: t.searchPlaceholder,
          onChange: controller.setSearch,
        }}
        total={manageText.common.total}
        add={{ text: t.add, to: '/manage/tag/add' }}
        list={tags}
        clearFiltersText={manageText.common.clearFilters}
        skeletonLines={8}
        filtered={keyword !== ''}
        emptyTitle={t.empty}
        emptyHint={t.emptyHint}
        noMatchTitle={t.noMatch}
        onClearFilters={() => controller.setSearch('')}
      >
        {tags.list.map((tag) => (
          <TapCard key={tag.id} onTap={() => setActing(tag)}>
            <div className={phoneList.cardTop}>
              <span className={phoneList.cardTitle}>{tag.name}</span>
              <span className={phoneList.cardSide}>{formatDate(tag.created_at)}</span>
            </div>
            <div className={phoneList.cardLine}>{t.members(tag.member_count)}</div>
          </TapCard>
        ))}
      </SearchList>

      <ActionSheet
        visible={acting !== null}
        actions={actions}
        extra={acting?.name}
        cancelText={manageText.common.cancel}
        onClose={() => setActing(null)}
        closeOnAction
      />
      <MemberPickerSheet tag={picking} onClose={() => setPicking(null)} />
    </div>
  );
}
