import { Checkbox, Tag } from 'antd-mobile';
import { manageText } from '@/locales/zh-CN/manage';
import { formatDate } from '@/lib/format';
import type { ManagedMember } from '../types';
import styles from './phone.module.css';

const t = manageText.user;

type MemberCardProps = {
  member: ManagedMember;
  selecting: boolean;
  checked: boolean;
  onOpen: () => void;
};

/** One member: name, status, mobile, tag, devices online/total and the day they joined. */
export function MemberCard({ member, selecting, checked, onOpen }: MemberCardProps) {
  const className = [styles.card, checked ? styles.cardChecked : ''].filter(Boolean).join(' ');
  return (
    <div
      className={className}
      role={selecting ? 'checkbox' : 'button'}
      aria-checked={selecting ? checked : undefined}
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        onOpen();
      }}
    >
      {selecting ? (
        <span className={styles.check} aria-hidden="true">
          <Checkbox checked={checked} />
        </span>
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <span className={member.nickname ? styles.cardTitle : `${styles.cardTitle} ${styles.muted}`}>
            {member.nickname || t.noNickname}
          </span>
          {member.status === 'disabled' ? (
            <Tag color="default" fill="outline">
              {t.status.disabled}
            </Tag>
          ) : null}
        </div>
        <div className={styles.cardLine}>{member.mobile}</div>
        <div className={styles.cardMeta}>
          {member.member_tag_name ? (
            <Tag color="primary" fill="outline">
              {member.member_tag_name}
            </Tag>
          ) : (
            <span className={styles.muted}>{manageText.common.noTag}</span>
          )}
          <span>{t.devicesLong(member.online_count, member.device_count)}</span>
          <span className={styles.muted}>{t.joined(formatDate(member.created_at))}</span>
        </div>
      </div>
    </div>
  );
}
