import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { app } from '@/locales/zh-CN/app';

/**
 * The phone's top bar: the page's title and, when `onBack` is given, a back button (named 返回).
 * Ours rather than antd-mobile's NavBar, whose left side is a role="button" without a name, present
 * even where there is nothing to go back to (screen readers announce an empty button).
 * Styled by .nb-nav-bar in app/styles.css.
 */
export function NavBar({ title, onBack }: { title: ReactNode; onBack?: () => void }) {
  return (
    <div className="nb-nav-bar">
      {onBack ? (
        <button type="button" className="nb-nav-bar__back" aria-label={app.back} onClick={onBack}>
          <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
            <path
              d="M15 4l-8 8 8 8"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
      <h1 className="nb-nav-bar__title">{title}</h1>
    </div>
  );
}

/** Back in history, or to `home` when the page was opened directly (nothing of ours to go back to). */
export function useGoBack(home: string): () => void {
  const navigate = useNavigate();
  return () => {
    // react-router keeps the position in history.state.idx; 0 means the page was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(home, { replace: true });
  };
}
