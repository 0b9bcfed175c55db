import { Link } from 'react-router';
import { dashboardText as t } from '@/locales/zh-CN/dashboard';
import { deviceListLink } from '../lib/links';
import type { FleetStatus, FleetSummary } from '../types';
import styles from './dashboard.module.css';
import { QueryState, Section, type QueryLike } from './section';

const FIGURES: FleetStatus[] = ['total', 'online', 'offline', 'abnormal', 'uninstalled'];

/** 全部 / 在线 / 离线 / 异常 / 未上架: each opens the device list with that filter. */
export function FleetCard({ query }: { query: QueryLike<FleetSummary> }) {
  return (
    <Section area="fleet" title={t.fleet.title}>
      <QueryState query={query} lines={2}>
        {(summary) => (
          <ul className={styles.figures}>
            {FIGURES.map((status) => {
              const n = summary[status];
              const label = t.fleet[status];
              // A figure only draws the eye when it asks for something: offline or abnormal devices.
              const alert = (status === 'offline' || status === 'abnormal') && n > 0;
              return (
                <li key={status}>
                  <Link
                    className={`${styles.figure} ${styles[`figure_${status}`]} ${alert ? styles.figureAlert : ''}`}
                    to={deviceListLink(status)}
                    aria-label={t.fleet.open(label, n)}
                  >
                    <span className={styles.figureValue}>{n}</span>
                    <span className={styles.figureLabel}>{label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
