import { Button } from 'antd-mobile';
import styles from './phone.module.css';

export type RowAction = {
  key: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  danger?: boolean;
  primary?: boolean;
};

/** The buttons along the bottom of a room or cabinet card, one thumb-sized cell each. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className={styles.actions} style={{ gridTemplateColumns: `repeat(${actions.length}, 1fr)` }}>
      {actions.map((a) => (
        <Button
          key={a.key}
          size="small"
          fill="none"
          color={a.danger ? 'danger' : a.primary ? 'primary' : 'default'}
          disabled={a.disabled}
          loading={a.loading}
          onClick={a.onClick}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}
