import { cityText as t } from '@/locales/zh-CN/city';
import type { AreaFigures, AreaMode } from '../../lib/areas';
import { metricOf } from '../../lib/areas';
import regions from '@/components/region-list.module.css';
import styles from './city.module.css';
import { EMPTY_VALUE } from '@/locales/zh-CN/app';

function mainFigure(row: AreaFigures, mode: AreaMode): string {
  if (mode === 'devices') return t.row.devices(row.devices);
  if (mode === 'income') return t.row.income(row.yesterday_income_fen);
  return row.zhishu ? t.row.zhishu(row.zhishu.zhishu) : EMPTY_VALUE;
}

function details(row: AreaFigures, mode: AreaMode): string[] {
  const z = row.zhishu;
  if (mode === 'zhishu' && z)
    return [
      t.row.perMbps(z.income_per_mbps_fen),
      t.row.utilisation(z.utilisation),
      t.row.fleetDevices(z.devices),
      t.row.myDevices(row.devices),
    ];
  if (mode === 'income')
    return [t.row.month(row.month_income_fen), t.row.deviceCount(row.devices, row.online)];
  return [
    t.row.online(row.online),
    t.row.yesterday(row.yesterday_income_fen),
    t.row.month(row.month_income_fen),
  ];
}

/** Above 100 better than the nation, below worse: the index reads in green, blue or orange. */
function zhishuTone(value: number): string {
  if (value >= 110) return styles.toneHigh ?? '';
  if (value < 90) return styles.toneLow ?? '';
  return styles.toneMid ?? '';
}

type AreaListProps = {
  rows: readonly AreaFigures[];
  mode: AreaMode;
  /** Set at the province level: a row opens that province's cities. */
  onOpen?: ((row: AreaFigures) => void) | undefined;
  canOpen: (row: AreaFigures) => boolean;
};

/** The regions best first by the mode's figure, each with a bar against the best and its figures. */
export function AreaList({ rows, mode, onOpen, canOpen }: AreaListProps) {
  const max = rows.reduce((m, r) => Math.max(m, metricOf(r, mode)), 0);
  return (
    <ol className={regions.list}>
      {rows.map((row, i) => {
        const metric = metricOf(row, mode);
        const width = max > 0 ? `${Math.max(2, (metric / max) * 100)}%` : '0%';
        const openable = onOpen !== undefined && canOpen(row);
        const content = (
          <>
            <span className={regions.rank}>{row.code ? i + 1 : EMPTY_VALUE}</span>
            <span className={`${regions.main} ${styles.rowMain}`}>
              <span className={regions.head}>
                <span className={regions.name}>
                  {row.name}
                  {row.zhishu?.low_sample && mode === 'zhishu' ? (
                    <span className={regions.lowSample}>{t.row.lowSample}</span>
                  ) : null}
                </span>
                <b
                  className={`${styles.rowFigure} ${mode === 'zhishu' && row.zhishu ? zhishuTone(row.zhishu.zhishu) : ''}`}
                >
                  {mainFigure(row, mode)}
                </b>
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span className={`${styles.barFill} ${styles[`bar_${mode}`]}`} style={{ width }} />
              </span>
              <span className={styles.rowDetails}>
                {details(row, mode).map((d) => (
                  <span key={d}>{d}</span>
                ))}
              </span>
              {row.code === null ? <span className={styles.rowHint}>{t.noPlaceHint}</span> : null}
            </span>
            {openable ? (
              <span className={regions.chevron} aria-hidden="true">
                ›
              </span>
            ) : null}
          </>
        );
        return (
          <li key={row.code ?? 'none'}>
            {openable ? (
              <button
                type="button"
                className={`${regions.row} ${regions.rowButton} ${styles.row}`}
                onClick={() => onOpen(row)}
                aria-label={t.row.open(row.name)}
              >
                {content}
              </button>
            ) : (
              <div className={`${regions.row} ${styles.row}`}>{content}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
