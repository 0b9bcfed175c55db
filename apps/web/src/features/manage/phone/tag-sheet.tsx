import { Button, DotLoading, List, Popup } from 'antd-mobile';
import { Link } from 'react-router';
import { manageText } from '@/locales/zh-CN/manage';
import { useTagOptions } from '../api/get-member-tags';
import type { MemberTag } from '../types';
import styles from './phone.module.css';

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

  let options;
  if (tags.isPending) {
    options = (
      <div className={styles.sheetState}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (tags.isError) {
    options = (
      <div className={styles.sheetState}>
        <p>{manageText.device.pickerFailed}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void tags.refetch()}>
          {manageText.common.retry}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    options = (
      <div className={styles.sheetState}>
        <p>{t.noTags}</p>
        <Link to="/manage/tag/add">{t.createTag}</Link>
      </div>
    );
  } else {
    options = list.map((tag) => (
      <List.Item
        key={tag.id}
        extra={t.tagMembers(tag.member_count)}
        disabled={pending}
        onClick={() => onPick(tag)}
      >
        {tag.name}
      </List.Item>
    ));
  }

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.sheet}>
      <header className={styles.sheetHead}>
        <span className={styles.sheetTitle}>{title}</span>
        {pending ? <DotLoading color="primary" /> : null}
        <Button size="small" fill="none" onClick={onClose}>
          {manageText.common.cancel}
        </Button>
      </header>
      <div className={styles.sheetBody}>
        <List>
          <List.Item description={t.clearTagHint} disabled={pending} onClick={() => onPick(null)}>
            {t.clearTag}
          </List.Item>
          {options}
        </List>
      </div>
    </Popup>
  );
}
