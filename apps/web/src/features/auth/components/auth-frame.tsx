import type { ReactNode } from 'react';
import { app } from '@/locales/zh-CN/app';
import styles from './auth.module.css';

type AuthFrameProps = {
  title: string;
  hint?: ReactNode;
  /** Right below the card: the sign-in page's links (register, forgot the password). */
  links?: ReactNode;
  /** Below that, small: links to the other entrances. */
  footer?: ReactNode;
  children: ReactNode;
};

/** The frame of every sign-in page: brand, a card holding the form, links underneath. */
export function AuthFrame({ title, hint, links, footer, children }: AuthFrameProps) {
  return (
    <main className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.brand}>
          {/* The same brand block as the public layout's loading frame, so nothing jumps. */}
          <img className={styles.logo} src="/icons/icon.svg" alt="" />
          <div>
            <p className={styles.brandName}>{app.brand}</p>
            <p className={styles.slogan}>{app.slogan}</p>
          </div>
        </header>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {hint ? <p className={styles.hint}>{hint}</p> : null}
          {children}
        </section>
        {links ? <nav className={styles.links}>{links}</nav> : null}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </main>
  );
}
