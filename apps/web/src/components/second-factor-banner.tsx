import { NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMemberInfo } from '@/lib/member-info';
import { securityText } from '@/locales/zh-CN/security';

const SECURITY_PATH = '/account/security';
const DISMISSED_KEY = 'second-factor-banner-dismissed';

/**
 * Above every signed-in page of an operator or staff member without an authenticator (issue 49): a
 * line that asks them to turn it on, with the way to 账号安全. Closed, it stays closed until the
 * browser tab is.
 */
export function SecondFactorBanner() {
  const { pathname } = useLocation();
  const member = useMemberInfo().data;
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  const admin = member && (member.access.operator || member.access.superman);
  if (!admin || member.second_factor_on || dismissed || pathname === SECURITY_PATH) return null;
  return (
    <NoticeBar
      color="info"
      wrap
      closeable
      onClose={() => {
        sessionStorage.setItem(DISMISSED_KEY, '1');
        setDismissed(true);
      }}
      content={securityText.banner.text}
      extra={<Link to={SECURITY_PATH}>{securityText.banner.action}</Link>}
    />
  );
}
