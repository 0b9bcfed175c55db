import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMemberInfo } from '@/lib/member-info';
import { holdsRole, loginPath, useAuthority, useIsSignedIn, useSignedOutByUser } from '@/lib/session';
import { app } from '@/locales/zh-CN/app';
import { ExceptionPage } from './exception/exception-page';
import { PermissionSpinner } from './page-loading';
import type { AccessFlag } from './route-types';

interface AuthorizedProps {
  /** Roles allowed (any of them); a guest goes to the login page, another role sees the 403 page. */
  authority?: readonly string[];
  /** A right the member must hold in memberInfo.access (DESIGN §1), else the 403 page. */
  access?: AccessFlag;
  /** Inside a layout's content area: the 403 page is drawn smaller. */
  inline?: boolean;
  children: ReactNode;
}

/**
 * The Authorized wrapper of SPEC §2/§6. The front end only hides: the server checks every call.
 * Guests are sent to /user/login?redirect=<wanted path> (plain /user/login after the user's own logout); while the member info loads a centred
 * spinner shows; a wrong authority or a missing access flag shows the 403 page in place.
 */
export function Authorized({ authority, access, inline, children }: AuthorizedProps) {
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const signedOutByUser = useSignedOutByUser();
  const current = useAuthority();
  const member = useMemberInfo();

  if (!signedIn) {
    // A visitor (or an expired session) comes back here after signing in; a user who logged out does not.
    const to = signedOutByUser
      ? '/user/login'
      : loginPath(location.pathname + location.search + location.hash);
    return <Navigate to={to} replace />;
  }
  if (!holdsRole(current, authority)) {
    return <ExceptionPage type="403" inline={inline} />;
  }
  if (member.data === undefined) {
    if (member.isError) {
      return (
        <ExceptionPage
          type="500"
          inline={inline}
          desc={app.loadFailed}
          extra={
            <button type="button" className="nb-button" onClick={() => void member.refetch()}>
              {app.retry}
            </button>
          }
        />
      );
    }
    return <PermissionSpinner />;
  }
  if (access && !member.data.access[access]) {
    return <ExceptionPage type="403" inline={inline} />;
  }
  return children;
}
