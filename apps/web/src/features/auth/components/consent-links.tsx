import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { authText } from '@/locales/zh-CN/auth';

// Inside a checkbox label a tap on a link would also tick the box; keep the two apart.
const stop = (e: MouseEvent) => e.stopPropagation();

type ConsentLinksProps = {
  /** Open in a new tab, so that a half-filled form is not lost (the register form). */
  newTab?: boolean;
};

/** 《用户协议》和《隐私政策》. */
export function ConsentLinks({ newTab = false }: ConsentLinksProps) {
  const target = newTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <>
      <Link to="/user/agreement" {...target} onClick={stop}>
        {authText.consent.agreement}
      </Link>
      {authText.consent.and}
      <Link to="/user/privacy" {...target} onClick={stop}>
        {authText.consent.privacy}
      </Link>
    </>
  );
}
