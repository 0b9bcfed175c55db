import { Tag } from 'antd-mobile';
import { TapCard } from '@/components/phone-list';
import { manageText } from '@/locales/zh-CN/manage';
import { formatDate } from '@/lib/format';
import type { ManagedMember } from '../types';
import phoneList from '@/components/phone-list.module.css';
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
  return (
    <TapCard selecting={selecting} checked={checked} onTap={onOpen}>
      <div className={phoneList.cardTop}>
        <span className={member.nickname ? phoneList.cardTitle : `${phoneList.cardTitle} ${styles.muted}`}>
          {member.nickname || t.noNickname}
        </span>
        {member.status === 'disabled' ? (
          <Tag color="default" fill="outline">
            {t.status.disabled}
          </Tag>
        ) : null}
      </div>
      <div className={phoneList.cardLine}>{member.mobile}</div>
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
    </TapCard>
  );
}
