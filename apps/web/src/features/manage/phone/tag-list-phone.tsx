import { ActionSheet, Button, SearchBar } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PhoneList } from '@/components/phone-list';
import { manageText } from '@/locales/zh-CN/manage';
import { formatDate } from '@/lib/format';
import { useTagList } from '../hooks/use-tag-list';
import { useInfiniteMemberTags } from '../api/get-member-tags';
import { tagMembersPath } from '../lib/tag-paths';
import type { MemberTag } from '../types';
import { MemberPickerSheet } from './member-picker-sheet';
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
      <div className={styles.top}>
        <div className={styles.searchRow}>
          <SearchBar
            className={styles.search}
            placeholder={t.searchPlaceholder}
            value={controller.search}
            onChange={controller.setSearch}
            aria-label={t.searchPlaceholder}
          />
        </div>
        <div className={styles.summary}>
          <span>{tags.first ? manageText.common.total(tags.first.pages.totalCount) : '\u00a0'}</span>
          <Link className={styles.summaryLink} to="/manage/tag/add">
            + {t.add}
          </Link>
        </div>
      </div>

      <PhoneList
        list={tags}
        as="div"
        listClassName={styles.list}
        clearFiltersText={manageText.common.clearFilters}
        skeletonLines={8}
        filtered={keyword !== ''}
        emptyTitle={t.empty}
        emptyHint={t.emptyHint}
        emptyAction={
          <Button color="primary" onClick={() => void navigate('/manage/tag/add')}>
            {t.add}
          </Button>
        }
        noMatchTitle={t.noMatch}
        onClearFilters={() => controller.setSearch('')}
      >
        {tags.list.map((tag) => (
          <div
            key={tag.id}
            className={styles.card}
            role="button"
            tabIndex={0}
            onClick={() => setActing(tag)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              setActing(tag);
            }}
          >
            <div className={styles.cardBody}>
              <div className={styles.cardTop}>
                <span className={styles.cardTitle}>{tag.name}</span>
                <span className={styles.cardSide}>{formatDate(tag.created_at)}</span>
              </div>
              <div className={styles.cardLine}>{t.members(tag.member_count)}</div>
            </div>
          </div>
        ))}
      </PhoneList>

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
