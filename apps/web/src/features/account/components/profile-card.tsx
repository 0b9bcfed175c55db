import type { MemberInfo } from '@nodebao/contract';
import { maskMobile } from '@nodebao/contract/account-rules';
import { Tag } from 'antd-mobile';
import { formatDate } from '@/lib/format';
import { accountText } from '@/locales/zh-CN/account';
import styles from './account.module.css';

// Translucent white on the blue card, whatever the role.
const ROLE_TAG_COLOR = 'rgba(255, 255, 255, 0.24)';

function rolesOf(member: MemberInfo): string[] {
  const roles: string[] = [];
  if (member.access.operator) roles.push(accountText.roles.operator);
  if (member.access.superman) roles.push(accountText.roles.superman);
  return roles.length > 0 ? roles : [accountText.roles.member];
}

/** Nickname, masked mobile, member since and role tags. */
export function ProfileCard({ member }: { member: MemberInfo }) {
  const masked = maskMobile(member.mobile);
  const name = member.nickname.trim() || masked;
  return (
    <section className={styles.profile} aria-label={name}>
      <div className={styles.avatar} aria-hidden="true">
        {Array.from(name)[0]}
      </div>
      <div className={styles.who}>
        <h1 className={styles.nickname}>{name}</h1>
        <p className={styles.mobile}>{masked}</p>
        <div className={styles.tags}>
          {rolesOf(member).map((role) => (
            <Tag key={role} color={ROLE_TAG_COLOR} round>
              {role}
            </Tag>
          ))}
          <span className={styles.since}>{accountText.memberSince(formatDate(member.created_at))}</span>
        </div>
      </div>
    </section>
  );
}
