import { useState } from 'react';
import { suggestText as t } from '@/locales/zh-CN/suggest';
import { dayText } from '@/lib/format';
import type { ZhishuTable } from '../types';
import regions from '@/components/region-list.module.css';
import styles from './suggest.module.css';

/**
 * What the index means, from docs/decisions/0014-regional-index.md (apps/server/src/modules/stats/zhishu.ts):
 * the lead always, the factors and formula on demand on a phone, open on a desktop.
 */
export function ZhishuExplainer({
  table,
  open: openAtFirst,
}: {
  table: ZhishuTable | undefined;
  open: boolean;
}) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <section className={`${regions.card} ${styles.explainer}`} aria-labelledby="zhishu-explain">
      <h2 id="zhishu-explain" className={styles.cardTitle}>
        {t.explain.title}
      </h2>
      <p className={styles.lead}>{t.explain.lead}</p>
      {table ? (
        <p className={styles.national}>
          {t.explain.national(
            table.national.income_per_mbps_fen,
            table.national.utilisation,
            table.national.devices,
          )}
        </p>
      ) : null}
      {open ? (
        <div className={styles.more}>
          <ul className={styles.factors}>
            {t.explain.factors.map((f) => (
              <li key={f.name}>
                <b>{f.name}</b>
                <span>{f.text}</span>
              </li>
            ))}
          </ul>
          <p className={styles.formula}>{t.explain.formula}</p>
          {table ? (
            <p className={styles.small}>{t.explain.window(dayText(table.from), dayText(table.to))}</p>
          ) : null}
          <p className={styles.small}>{t.explain.caution}</p>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.toggleMore}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t.explain.hide : t.explain.show}
      </button>
    </section>
  );
}
