import { Button, CheckList, SearchBar } from 'antd-mobile';
import { CenterPopup, Popup } from '@/components/opened-once';
import { useLastOpened } from '@/components/use-last-opened';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { ChoicesLoad } from '@/components/choices-load';
import { manageText } from '@/locales/zh-CN/manage';
import { initialUserFilter, useInfiniteUsers } from '../api/get-users';
import { useMemberPicker } from '../hooks/use-member-picker';
import { memberName } from '../lib/format';
import type { MemberPickerProps, MemberTag } from '../types';
import phoneList from '@/components/phone-list.module.css';
import styles from './phone.module.css';

const t = manageText.picker;

/**
 * 添加会员 to a tag from the phone's tag list and the tag form (both sizes): search the operator's
 * members (user/index), tick several, 加入. Members already in the tag are shown ticked and cannot be
 * picked again. A bottom sheet on phones, a centred box on desktops.
 */
export function MemberPickerSheet({ tag, onClose }: MemberPickerProps) {
  const shown = useLastOpened(tag);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const Sheet = desktop ? CenterPopup : Popup;

  return (
    <Sheet
      visible={tag !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={`${phoneList.sheet} ${styles.sheetTall} ${desktop ? styles.sheetCentred : ''}`}
    >
      {shown ? <PickerBody tag={shown} onClose={onClose} /> : null}
    </Sheet>
  );
}

function PickerBody({ tag, onClose }: { tag: Pick<MemberTag, 'id' | 'name'>; onClose: () => void }) {
  const { input, setInput, keyword, chosen, setChosen, submit, pending } = useMemberPicker(tag, onClose);
  const users = useInfiniteUsers({ ...initialUserFilter, keyword });
  const { list } = users;

  const inTag = list.filter((m) => m.member_tag_id === tag.id).map((m) => m.id);
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
          value={[...inTag, ...chosen].map(String)}
          onChange={(values) => setChosen(values.map(Number).filter((id) => !inTag.includes(id)))}
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
      <header className={phoneList.sheetHead}>
        <span className={phoneList.sheetTitle}>{t.title(tag.name)}</span>
        <Button size="small" fill="none" onClick={onClose}>
          {manageText.common.cancel}
        </Button>
      </header>
      <div className={styles.sheetSearch}>
        <SearchBar placeholder={t.search} value={input} onChange={setInput} />
      </div>
      <div className={phoneList.sheetBody}>{body}</div>
      <div className={styles.sheetFoot}>
        <Button
          block
          color="primary"
          disabled={chosen.length === 0}
          loading={pending}
          onClick={() => void submit()}
        >
          {t.submit(chosen.length)}
        </Button>
      </div>
    </>
  );
}
