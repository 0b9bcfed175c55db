import { Link } from 'react-router';
import { app } from '@/locales/zh-CN/app';
import { useRouteTitle } from './route-meta';

/**
 * The screen of every route whose feature ships in a later version: the route's own title and a
 * note that it is not open yet, with a way back home.
 */
export default function NotOpenPage() {
  const title = useRouteTitle();
  return (
    <main className="nb-exception nb-exception--inline">
      <svg className="nb-exception__art" viewBox="0 0 200 150" aria-hidden="true" focusable="false">
        <ellipse cx="100" cy="136" rx="72" ry="8" fill="#e6efff" />
        <rect x="40" y="28" width="100" height="90" rx="10" fill="#fff" stroke="#bcd4ff" strokeWidth="3" />
        <path d="M56 50h68M56 66h44M56 82h52" stroke="#dbe7ff" strokeWidth="6" strokeLinecap="round" />
        <circle
          cx="140"
          cy="100"
          r="20"
          fill="none"
          stroke="#1677ff"
          strokeWidth="9"
          strokeDasharray="7.9 7.8"
        />
        <circle cx="140" cy="100" r="15" fill="#1677ff" />
        <circle cx="140" cy="100" r="6" fill="#fff" />
      </svg>
      <h1 className="nb-exception__title nb-exception__title--text">{title}</h1>
      <p className="nb-exception__desc">
        {app.notOpen}
        <br />
        {app.notOpenHint}
      </p>
      <div className="nb-exception__actions">
        <Link className="nb-button nb-button--primary" to="/">
          {app.backHome}
        </Link>
      </div>
    </main>
  );
}
