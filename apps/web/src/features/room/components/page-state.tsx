import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from './form.module.css';

export type StateLink = { to: string; label: string; primary?: boolean };

type PageStateProps = { title: string; description: string; links: StateLink[] };

/** A page that cannot show what was asked (no such room, a cabinet instead of a room…): why, and where to go. */
export function PageState({ title, description, links }: PageStateProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.state} role="alert">
      <ErrorBlock status="empty" title={title} description={description}>
        <div className={styles.stateActions}>
          {links.map((link) => (
            <Button
              key={link.to}
              color="primary"
              fill={link.primary ? 'solid' : 'outline'}
              onClick={() => void navigate(link.to)}
            >
              {link.label}
            </Button>
          ))}
        </div>
      </ErrorBlock>
    </div>
  );
}
