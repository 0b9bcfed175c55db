import { List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { getPartnerSession } from '@/lib/session';
import { accountText } from '@/locales/zh-CN/account';
import { getPartnerMember } from '../api/get-partner-member';
import styles from './account.module.css';

const t = accountText.partner;

/**
 * 伙伴站账户: the sister service's account this login also signed in to (SPEC §7 auto-login). Shown
 * only when there is a partner session; the console works the same without one.
 */
export function PartnerItem() {
  const hasSession = getPartnerSession() !== null;
  const info = useQuery({
    queryKey: ['account', 'partner-member'],
    queryFn: ({ signal }) => getPartnerMember(signal),
    enabled: hasSession,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!hasSession) return null;
  const status = info.isPending ? (
    <span className={styles.muted}>{t.loading}</span>
  ) : info.isError ? (
    <span className={styles.muted}>{t.unreachable}</span>
  ) : info.data ? (
    <Tag color="success" fill="outline" round>
      {t.signedIn}
    </Tag>
  ) : (
    <Tag color="default" fill="outline" round>
      {t.signedOut}
    </Tag>
  );
  return (
    <List.Item
      description={info.data ? `${info.data.service} · ${info.data.nickname}` : t.hint}
      extra={status}
    >
      {t.row}
    </List.Item>
  );
}
