import { DotLoading, List } from 'antd-mobile';
import { ChoicesLoad } from '@/components/choices-load';
import { PhoneSheet } from '@/components/phone-sheet';
import { Link } from 'react-router';
import { manageText } from '@/locales/zh-CN/manage';
import { useTagOptions } from '../api/get-member-tags';
import type { MemberTag } from '../types';
import phoneList from '@/components/phone-list.module.css';

const t = manageText.user;

type TagSheetProps = {
  open: boolean;
  title: string;
  pending: boolean;
  /** null: 移出标签. */
  onPick: (tag: MemberTag | null) => void;
  onClose: () => void;
};

/** The bottom sheet of 设置标签: 移出标签, then the operator's member tags with their counts. */
export function TagSheet({ open, title, pending, onPick, onClose }: TagSheetProps) {
  const tags = useTagOptions(open);
  const list = tags.data?.list ?? [];

  return (
    <PhoneSheet
      open={open ? true : null}
      title={title}
      aside={pending ? <DotLoading color="primary" /> : null}
      closeText={manageText.common.cancel}
      onClose={onClose}
      className={phoneList.sheet}
    >
      {() => (
        <List>
          <List.Item description={t.clearTagHint} disabled={pending} onClick={() => onPick(null)}>
            {t.clearTag}
          </List.Item>
          <ChoicesLoad
            inSheet
            query={tags}
            failedText={manageText.device.pickerFailed}
            retryText={manageText.common.retry}
            empty={
              list.length === 0 ? (
                <>
                  <p>{t.noTags}</p>
                  <Link to="/manage/tag/add">{t.createTag}</Link>
                </>
              ) : null
            }
          >
            {list.map((tag) => (
              <List.Item
                key={tag.id}
                extra={t.tagMembers(tag.member_count)}
                disabled={pending}
                onClick={() => onPick(tag)}
              >
                {tag.name}
              </List.Item>
            ))}
          </ChoicesLoad>
        </List>
      )}
    </PhoneSheet>
  );
}
