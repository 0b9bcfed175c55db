import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './card-page.module.css';

/** The primary button that opens a service's application form (again as its empty list's action). */
export function ApplyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to}>
      <Button color="primary">{children}</Button>
    </Link>
  );
}

/** The card opening a service's page (cooperation, flashing): what it is, and how to ask for it. */
export function ServiceIntro({ title, intro, action }: { title: string; intro: string; action: ReactNode }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.hint}>{intro}</p>
      <div className={styles.actions}>{action}</div>
    </section>
  );
}
