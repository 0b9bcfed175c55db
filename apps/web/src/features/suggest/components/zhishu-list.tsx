import { suggestText as t } from '@/locales/zh-CN/suggest';
import { barWidth, zhishuTone } from '../lib/zhishu';
import type { ZhishuRow } from '../types';
import list from '@/components/phone-list.module.css';
import regions from '@/components/region-list.module.css';
import styles from './suggest.module.css';

type ListProps = {
  rows: readonly ZhishuRow[];
  /** Set for provinces: a row opens its cities. */
  onOpen?: ((row: ZhishuRow) => void) | undefined;
};

function Index({ row }: { row: ZhishuRow }) {
  const tone = zhishuTone(row.zhishu);
  return (
    <span className={`${styles.index} ${styles[`tone_${tone}`]}`}>
      <b>{row.zhishu}</b>
      <small>{t.tone[tone]}</small>
    </span>
  );
}

function Name({ row }: { row: ZhishuRow }) {
  return (
    <span className={regions.name}>
      {row.name}
      {row.low_sample ? (
        <span className={regions.lowSample} title={t.lowSampleHint}>
          {t.lowSample}
        </span>
      ) : null}
    </span>
  );
}

/** Phones: one card per region, the index large with its bar, the figures beneath. */
export function ZhishuCards({ rows, onOpen }: ListProps) {
  const best = rows[0]?.zhishu ?? 0;
  return (
    <ol className={regions.list}>
      {rows.map((row, i) => {
        const content = (
          <>
            <span className={regions.rank}>{i + 1}</span>
            <span className={`${regions.main} ${styles.cardMain}`}>
              <span className={regions.head}>
                <Name row={row} />
                <Index row={row} />
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span
                  className={`${styles.barFill} ${styles[`fill_${zhishuTone(row.zhishu)}`]}`}
                  style={{ width: barWidth(row.zhishu, best) }}
                />
              </span>
              <span className={styles.facts}>
                <span>
                  {t.columns.perMbps} {t.figures.perMbps(row.income_per_mbps_fen)}
                </span>
                <span>
                  {t.columns.utilisation} {t.figures.utilisation(row.utilisation)}
                </span>
                <span>
                  {t.columns.density} {t.figures.density(row.density_factor)}
                </span>
                <span>
                  {t.columns.devices} {t.figures.devices(row.devices)}
                </span>
              </span>
            </span>
            {onOpen ? (
              <span className={regions.chevron} aria-hidden="true">
                ›
              </span>
            ) : null}
          </>
        );
        return (
          <li key={row.code}>
            {onOpen ? (
              <button
                type="button"
                className={`${regions.row} ${regions.rowButton} ${styles.item}`}
                onClick={() => onOpen(row)}
                aria-label={t.open(row.name)}
              >
                {content}
              </button>
            ) : (
              <div className={`${regions.row} ${styles.item}`}>{content}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The figures right of the index, in their order. */
const NUMBER_COLUMNS = ['perMbps', 'utilisation', 'density', 'devices', 'avgIncome'] as const;

/** Desktops: a table with every figure in its column. */
export function ZhishuTableView({ rows, onOpen }: ListProps) {
  const best = rows[0]?.zhishu ?? 0;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t.columns.rank}</th>
          <th scope="col">{t.columns.area}</th>
          <th scope="col" className={styles.indexCol}>
            {t.columns.zhishu}
          </th>
          {NUMBER_COLUMNS.map((key) => (
            <th key={key} scope="col" className={styles.num}>
              {t.columns[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.code}>
            <td className={styles.rankCell}>{i + 1}</td>
            <td>
              {onOpen ? (
                <button
                  type="button"
                  className={`${list.linkButton} ${styles.regionLink}`}
                  onClick={() => onOpen(row)}
                  aria-label={t.open(row.name)}
                >
                  <Name row={row} /> ›
                </button>
              ) : (
                <Name row={row} />
              )}
            </td>
            <td className={styles.indexCol}>
              <span className={styles.indexCell}>
                <Index row={row} />
                <span className={styles.bar} aria-hidden="true">
                  <span
                    className={`${styles.barFill} ${styles[`fill_${zhishuTone(row.zhishu)}`]}`}
                    style={{ width: barWidth(row.zhishu, best) }}
                  />
                </span>
              </span>
            </td>
            <td className={styles.num}>{t.figures.perMbps(row.income_per_mbps_fen)}</td>
            <td className={styles.num}>{t.figures.utilisation(row.utilisation)}</td>
            <td className={styles.num}>{t.figures.density(row.density_factor)}</td>
            <td className={styles.num}>{t.figures.devices(row.devices)}</td>
            <td className={styles.num}>{t.figures.avgIncome(row.avg_income_fen)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
