import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { exception } from '@/locales/zh-CN/exception';

export type ExceptionType = '403' | '404' | '500';

export interface ExceptionPageProps {
  /** 403, 404 or 500; anything else falls back to 404 (SPEC §2). */
  type?: string | number;
  /** Big heading; the type's number by default. */
  title?: ReactNode;
  /** The sentence under it; the type's text by default. */
  desc?: ReactNode;
  /** Text of the back link, '返回首页' by default. */
  backText?: ReactNode;
  /** Target of the back link, the site root by default. */
  backTo?: string;
  /** Inside a layout's content area rather than a full screen. */
  inline?: boolean;
  /** Extra actions beside the back link. */
  extra?: ReactNode;
}

export function exceptionType(type: string | number | undefined): ExceptionType {
  const value = String(type ?? '');
  return value === '403' || value === '500' ? value : '404';
}

/** The reusable error page of SPEC §2: a picture, a title, a description and a way back. */
export function ExceptionPage({
  type,
  title,
  desc,
  backText,
  backTo = '/',
  inline,
  extra,
}: ExceptionPageProps) {
  const kind = exceptionType(type);
  const heading = title ?? kind;
  return (
    <main className={inline ? 'nb-exception nb-exception--inline' : 'nb-exception'} data-exception={kind}>
      <ExceptionArt type={kind} />
      <h1
        className={
          typeof heading === 'string' && !/^\d+$/.test(heading)
            ? 'nb-exception__title nb-exception__title--text'
            : 'nb-exception__title'
        }
      >
        {heading}
      </h1>
      <p className="nb-exception__desc">{desc ?? exception[kind]}</p>
      <div className="nb-exception__actions">
        <Link className="nb-button nb-button--primary" to={backTo}>
          {backText ?? exception.backHome}
        </Link>
        {extra}
      </div>
    </main>
  );
}

/** A small drawing per type: a locked window (403), a magnifier (404), a failing server (500). */
function ExceptionArt({ type }: { type: ExceptionType }) {
  return (
    <svg className="nb-exception__art" viewBox="0 0 200 150" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="136" rx="72" ry="8" fill="#e6efff" />
      {type === '403' ? (
        <g>
          <rect x="40" y="22" width="120" height="96" rx="10" fill="#fff" stroke="#bcd4ff" strokeWidth="3" />
          <path d="M40 44h120" stroke="#bcd4ff" strokeWidth="3" />
          <circle cx="54" cy="33" r="3.5" fill="#bcd4ff" />
          <circle cx="66" cy="33" r="3.5" fill="#bcd4ff" />
          <rect x="80" y="72" width="40" height="32" rx="6" fill="#1677ff" />
          <path d="M88 72v-8a12 12 0 0 1 24 0v8" fill="none" stroke="#1677ff" strokeWidth="5" />
          <circle cx="100" cy="86" r="4" fill="#fff" />
          <path d="M100 89v6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        </g>
      ) : null}
      {type === '404' ? (
        <g>
          <rect x="34" y="26" width="96" height="92" rx="10" fill="#fff" stroke="#bcd4ff" strokeWidth="3" />
          <path d="M50 48h64M50 64h48M50 80h56" stroke="#dbe7ff" strokeWidth="6" strokeLinecap="round" />
          <circle cx="128" cy="84" r="26" fill="#fff" stroke="#1677ff" strokeWidth="6" />
          <path d="M147 103l20 20" stroke="#1677ff" strokeWidth="9" strokeLinecap="round" />
          <path
            d="M121 77a7 7 0 1 1 10 6c-2 1-3 3-3 5"
            fill="none"
            stroke="#1677ff"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx="128" cy="96" r="2.6" fill="#1677ff" />
        </g>
      ) : null}
      {type === '500' ? (
        <g>
          <rect x="50" y="24" width="100" height="30" rx="6" fill="#fff" stroke="#bcd4ff" strokeWidth="3" />
          <rect x="50" y="60" width="100" height="30" rx="6" fill="#fff" stroke="#bcd4ff" strokeWidth="3" />
          <rect x="50" y="96" width="100" height="30" rx="6" fill="#fff" stroke="#bcd4ff" strokeWidth="3" />
          <circle cx="64" cy="39" r="4" fill="#bcd4ff" />
          <circle cx="64" cy="75" r="4" fill="#bcd4ff" />
          <circle cx="64" cy="111" r="4" fill="#bcd4ff" />
          <path d="M138 58l26 46h-52z" fill="#ff7a45" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
          <path d="M138 74v14" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          <circle cx="138" cy="95" r="2.6" fill="#fff" />
        </g>
      ) : null}
    </svg>
  );
}
