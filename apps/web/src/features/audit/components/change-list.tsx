import type { AuditEvent } from '@nodebao/contract';
import { auditText } from '@/locales/zh-CN/audit';
import { changeLines } from '../lib/event';
import styles from './change-list.module.css';

/**
 * What an event changed, a line a field: 状态：pending → paid (a new row's values alone, a deleted
 * row's old ones). Plain markup, drawn alike by the phone cards and the desktop table.
 */
export function ChangeList({ event, className }: { event: AuditEvent; className?: string | undefined }) {
  const lines = changeLines(event);
  if (lines.length === 0) return <div className={styles.none}>{auditText.noChanges}</div>;
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {lines.map((line) => (
        <li key={line.field} className={styles.change}>
          <span className={styles.field}>{line.label}：</span>
          {line.before !== null ? (
            <span className={styles.before} title={line.before}>
              {line.before}
            </span>
          ) : null}
          {line.before !== null && line.after !== null ? (
            <span className={styles.arrow} aria-label={auditText.changedTo}>
              →
            </span>
          ) : null}
          {line.after !== null ? (
            <span className={styles.after} title={line.after}>
              {line.after}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
