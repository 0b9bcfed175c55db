import { Button, CheckList, SearchBar, Toast } from 'antd-mobile';
import { Popup } from '@/components/opened-once';
import { ChoicesLoad } from '@/components/choices-load';
import { useState } from 'react';
import { manageText } from '@/locales/zh-CN/manage';
import { initialUserFilter, useInfiniteUsers } from '../api/get-users';
import { moveMembersToTag } from '../api/move-members';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { memberName } from '../lib/format';
import type { MemberTag } from '../types';
import styles from './phone.module.css';

const t = manageText.picker;

type MemberPickerSheetProps = {
  /** The tag members are moved into; null: closed. */
  tag: Pick<MemberTag, 'id' | 'name'> | null;
  onClose: () => void;
};

/**
 * 添加会员 to a tag on a phone: search the operator's members (user/index), tick several, 加入.
 * Members already in the tag are shown ticked and cannot be picked again.
 */
export function MemberPickerSheet({ tag, onClose }: MemberPickerSheetProps) {
  // The last tag stays drawn while the sheet slides away.
  const [shown, setShown] = useState(tag);
  if (tag && tag !== shown) setShown(tag);

  return (
    <Popup
      visible={tag !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={`${styles.sheet} ${styles.sheetTall}`}
    >
      {shown ? <PickerBody tag={shown} onClose={onClose} /> : null}
    </Popup>
  );
}

function PickerBody({ tag, onClose }: { tag: Pick<MemberTag, 'id' | 'name'>; onClose: () => void }) {
  const [input, setInput] = useState('');
  const keyword = useDebouncedValue(input.trim(), 300);
  const users = useInfiniteUsers({ ...initialUserFilter, keyword });
  const { list } = users;
  const [chosen, setChosen] = useState<string[]>([]);
  const move = moveMembersToTag.use();

  async function submit() {
    try {
      const count = await move.mutateAsync({ tagId: tag.id, memberIds: chosen.map(Number) });
      Toast.show({ icon: 'success', content: manageText.tag.done.moved(count, tag.name) });
      onClose();
    } catch {
      // Toasted by the request client; the choice stays.
    }
  }

  const inTag = list.filter((m) => m.member_tag_id === tag.id).map((m) => String(m.id));
  const body = (
    <ChoicesLoad
      inSheet
      query={{ isPending: users.isPending, isError: Boolean(users.error), refetch: users.retry }}
      failedText={t.failed}
      retryText={manageText.common.retry}
      empty={list.length === 0 ? t.empty : null}
    >
      <>
        <CheckList
          multiple
          value={[...inTag, ...chosen]}
          onChange={(values) => setChosen(values.map(String).filter((v) => !inTag.includes(v)))}
        >
          {list.map((m) => {
            const already = m.member_tag_id === tag.id;
            return (
              <CheckList.Item
                key={m.id}
                value={String(m.id)}
                disabled={already}
                description={
                  already
                    ? t.inTag
                    : [m.mobile, m.member_tag_name ? t.current(m.member_tag_name) : null]
                        .filter(Boolean)
                        .join(' · ')
                }
              >
                {memberName(m)}
              </CheckList.Item>
            );
          })}
        </CheckList>
        {users.hasMore ? (
          <div className={styles.sheetState}>
            <Button
              size="small"
              fill="outline"
              loading={users.isFetchingNextPage}
              onClick={() => void users.loadMore().catch(() => undefined)}
            >
              {t.loadMore}
            </Button>
          </div>
        ) : null}
      </>
    </ChoicesLoad>
  );

  return (
    <>
      <header className={styles.sheetHead}>
        <span className={styles.sheetTitle}>{t.title(tag.name)}</span>
        <Button size="small" fill="none" onClick={onClose}>
          {manageText.common.cancel}
        </Button>
      </header>
      <div className={styles.sheetSearch}>
        <SearchBar placeholder={t.search} value={input} onChange={setInput} />
      </div>
      <div className={styles.sheetBody}>{body}</div>
      <div className={styles.sheetFoot}>
        <Button
          block
          color="primary"
          disabled={chosen.length === 0}
          loading={move.isPending}
          onClick={() => void submit()}
        >
          {t.submit(chosen.length)}
        </Button>
      </div>
    </>
  );
}
