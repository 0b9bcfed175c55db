import styles from './content.module.css';
import { NavBar, useGoBack } from './nav-bar';

/** A sticky top bar for the pages outside the layouts, whose back button goes back or home. */
export function PageHeader({ title }: { title: string }) {
  const goBack = useGoBack('/');
  return (
    <header className={styles.nav}>
      <NavBar title={title} onBack={goBack} />
    </header>
  );
}
