import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from './content.module.css';

type PageHeaderProps = { title: string };

/** A sticky NavBar whose back arrow goes back in history, or home when the page was opened directly. */
export function PageHeader({ title }: PageHeaderProps) {
  const navigate = useNavigate();
  function onBack() {
    // react-router keeps the position in history.state.idx; 0 means nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  }
  return (
    <NavBar className={styles.nav} onBack={onBack}>
      {title}
    </NavBar>
  );
}
