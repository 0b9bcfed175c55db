import { roomText as t } from '@/locales/zh-CN/room';
import type { Room } from '../types';
import { RowActions, type RowAction } from './row-actions';
import styles from './phone.module.css';

/** One cabinet: its name, device count and remark; the row actions below. */
export function CabinetCard({ cabinet, actions }: { cabinet: Room; actions: RowAction[] }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <h3 className={styles.name}>{cabinet.name}</h3>
          <span className={styles.counts}>
            <span>
              <b>{cabinet.device_count}</b> {t.columns.devices}
            </span>
          </span>
        </div>
        {cabinet.template_name ? (
          <div className={styles.line}>{`${t.columns.template}：${cabinet.template_name}`}</div>
        ) : null}
        {cabinet.remark ? <div className={styles.remark}>{cabinet.remark}</div> : null}
      </div>
      <RowActions actions={actions} />
    </article>
  );
}
